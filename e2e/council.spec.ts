import { readFileSync, writeFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { BridgePage } from "./support/bridge-page";
import { endSpeech, installSpeechSynthesis, spokenIn } from "./support/speech-synthesis-stand-in";

// The council is one for the whole server: these run one after another.
test.describe.configure({ mode: "serial" });

const QUESTION = "Should I leave my city to study the stars far away?";

test.describe("the High Council", () => {
  test.beforeEach(async ({ request }) => {
    await request.post("/api/council/control/clear");
  });

  test("convenes on a question and hears four voices, then the resolution; exports equal the list", async ({ page }) => {
    const council = new BridgePage(page);
    await council.open("/round-table");
    const convene = page.getByRole("button", { name: "Convene Council" });
    await expect(convene).toBeDisabled();
    await page.getByLabel("Your question for the High Council").fill(QUESTION);
    await page.getByLabel(/^Cycles/).fill("1");
    await convene.click();
    // The toast says what its figure counts, so the six lines below add up (issue 25).
    await council.expectToast(
      "Council Convened",
      "5 responses from the High Council: 4 answers and the resolution; your question opens the list",
    );
    await expect(page.getByLabel("Your question for the High Council")).toHaveValue("");
    await expect(council.lines).toHaveCount(6);
    const speakers = await council.speakers();
    expect(speakers).toEqual(["Dreamer", "Aeris", "Nova", "Musashi", "Socrates", "Council"]);
    await expect(council.lines.last()).toContainText("Resolution");
    await expect(page.getByTestId("council-active")).toHaveText("Ready");
    await expectNoSeriousA11yViolations(page, "the High Council with a deliberation", { layout: "skip" });

    const txt = page.waitForEvent("download");
    await page.getByRole("button", { name: "TXT", exact: true }).click();
    const text = readFileSync((await (await txt).path()) ?? "", "utf8");
    await council.expectToast("Council Log Downloaded");
    for (const content of await council.lines.locator("p.whitespace-pre-wrap").allTextContents()) expect(text).toContain(content);
    const json = page.waitForEvent("download");
    await page.getByRole("button", { name: "JSON", exact: true }).click();
    const file = await json;
    expect(file.suggestedFilename()).toMatch(/^high-council-\d{4}-\d{2}-\d{2}\.json$/);
    const exported = JSON.parse(readFileSync((await file.path()) ?? "", "utf8"));
    expect(exported.messages.map((m: { content: string }) => m.content)).toEqual(
      await council.lines.locator("p.whitespace-pre-wrap").allTextContents(),
    );
    await council.expectToast("JSON Downloaded");

    await page.getByRole("button", { name: "Clear Chat" }).click();
    await expect(council.lines).toHaveCount(0);
    await page.getByRole("button", { name: "Read Aloud" }).click();
    await council.expectToast("No Dialogue to Read", "Start a council exchange first");
    await page.getByRole("button", { name: "TXT", exact: true }).click();
    await council.expectToast("No Conversation", "Start a council exchange first");
  });

  test("takes a JSON file as the question, and refuses the wrong type and broken JSON", async ({ page }, info) => {
    const council = new BridgePage(page);
    await council.open("/round-table");
    const upload = page.getByLabel("JSON file for the Council");
    const good = info.outputPath("stars.json");
    writeFileSync(good, JSON.stringify({ stars: ["Vega", "Deneb"] }));
    await upload.setInputFiles({ name: "stars.json", mimeType: "application/json", buffer: readFileSync(good) });
    await council.expectToast("JSON File Loaded");
    await expect(page.getByLabel("Your question for the High Council")).toHaveValue(/analyse the data in stars\.json[\s\S]*"Vega"/);
    await upload.setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("{}") });
    await council.expectToast("Invalid File Type", "Please upload a JSON file");
    await upload.setInputFiles({ name: "broken.json", mimeType: "application/json", buffer: Buffer.from("{ nope") });
    await council.expectToast("Invalid JSON", "The file contains invalid JSON format");
  });

  test("reads every message aloud in turn, each in its speaker's voice at the council's pace", async ({ page, request }) => {
    // Headless Chromium cannot speak: a scripted speech engine stands in (e2e/support), ending each sentence on command.
    await installSpeechSynthesis(page);
    await request.post("/api/council/exchange", { data: { cycles: 1, initialMessage: "Is courage a kind of knowledge?" } });
    const council = new BridgePage(page);
    await council.open("/round-table");
    await expect(council.lines).toHaveCount(6);
    await page.getByRole("button", { name: "Read Aloud" }).click();
    const contents = await council.lines.locator("p.whitespace-pre-wrap").allTextContents();
    for (let i = 0; i < 3; i++) {
      await expect.poll(async () => (await spokenIn(page)).length).toBeGreaterThan(i);
      await endSpeech(page);
    }
    const spoken = await spokenIn(page);
    expect(contents[0]).toContain(spoken[0]?.text ?? "-");
    expect(spoken.every((u) => u.rate === 0.8 && u.pitch === 1 && u.volume === 0.9)).toBe(true);
    await page.getByRole("button", { name: "Stop Reading" }).click();
    await expect(page.getByRole("button", { name: "Read Aloud" })).toBeVisible();
  });
});
