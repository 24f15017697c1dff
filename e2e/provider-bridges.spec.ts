import { expect, test } from "@playwright/test";
import { type MockOpenAI, startMockOpenAI } from "../testing/mock-openai";
import { BridgePage } from "./support/bridge-page";
import { useProvider } from "./support/server-api";
import { endSpeech, installSpeechSynthesis, spokenIn } from "./support/speech-synthesis-stand-in";

// A model that writes slowly, so an exchange can be watched as it happens. It changes the provider every page shares:
// these run in the "provider" project, alone.
test.describe.configure({ mode: "serial" });

const LINES = [
  "The lanterns wake one by one along the nave tonight.",
  "I counted seven comets from the observatory dome.",
  "Then let us name each comet after a vow we keep.",
  "The first shall be called Patience, the second Wonder.",
  "And the third, Dreamer, shall carry your name.",
  "Then the sky will remember us as we remember it.",
];

test.describe("exchanges as they happen", () => {
  let mock: MockOpenAI;
  let restore: (() => Promise<void>) | null = null;
  test.beforeAll(async () => {
    mock = await startMockOpenAI();
  });
  test.afterAll(() => mock.close());
  test.afterEach(async ({ request }) => {
    await request.post("/api/trinity/control/clear");
    await restore?.();
    restore = null;
  });

  test("the live page shows each line being written, and Pause waits until Resume", async ({ page, request }) => {
    mock.script(...LINES.map((text) => ({ kind: "reply" as const, text, chunkDelayMs: 60 })));
    restore = await useProvider(request, { provider: "openai-compatible", baseUrl: mock.url, model: "mock-small" });
    await request.post("/api/trinity/control/clear");
    const live = new BridgePage(page);
    await live.open("/live-chat");
    await live.start("Start Live Conversation", 3, "Nova, are the lanterns awake?");
    await expect(page.getByTestId("live-badge")).toBeVisible();
    // A line is on screen while it is still being written.
    await expect(live.draft).toContainText("The lanterns wake");
    await expect(live.draft).not.toContainText("nave tonight.");
    await expect(live.lines).toHaveCount(2);

    await page.goto("/trinity-bridge");
    const bridge = new BridgePage(page);
    await expect(page.getByTestId("exchange-progress")).toHaveText(/Cycle \d of 3/);
    await bridge.control("Pause").click();
    await expect(page.getByTestId("status-note")).toHaveText("Paused. Resume goes on.");
    // The line being written when Pause came is finished and stored; then nothing more.
    await expect(bridge.draft).toHaveCount(0, { timeout: 5000 });
    const atPause = await bridge.lines.count();
    await page.waitForTimeout(800);
    await expect(bridge.lines).toHaveCount(atPause);
    await bridge.control("Resume").click();
    await expect(bridge.lines).toHaveCount(6, { timeout: 15_000 });
    await expect(page.getByTestId("bridge-active")).toHaveText("Inactive");
  });

  test("an exchange goes on when the page is left, and is all there on coming back", async ({ page, request }) => {
    mock.script(...LINES.map((text) => ({ kind: "reply" as const, text, chunkDelayMs: 100 })));
    restore = await useProvider(request, { provider: "openai-compatible", baseUrl: mock.url, model: "mock-small" });
    const bridge = new BridgePage(page);
    await bridge.open("/trinity-bridge");
    await bridge.start("Start Trinity Exchange", 3, "Nova, are the lanterns awake?");
    await expect(bridge.draft).toBeVisible();
    const left = await bridge.lines.count();
    expect(left).toBeLessThan(6);
    await page.goto("about:blank");
    await expect.poll(async () => (await (await request.get("/api/trinity/state")).json()).state.status, { timeout: 15_000 }).toBe("done");
    await bridge.open("/trinity-bridge");
    await expect(bridge.lines).toHaveCount(6);
    await expect(bridge.lines.last()).toContainText(LINES[4] ?? "");
  });

  test("with read-aloud on, each line is spoken in its speaker's voice as it lands", async ({ page, request }) => {
    // Headless Chromium cannot speak: speech synthesis is the scripted stand-in (e2e/support), which ends on command.
    await installSpeechSynthesis(page);
    await page.addInitScript(() => localStorage.setItem("citadel-read-aloud", "true"));
    mock.script(...LINES.map((text) => ({ kind: "reply" as const, text, chunkDelayMs: 20 })));
    restore = await useProvider(request, { provider: "openai-compatible", baseUrl: mock.url, model: "mock-small" });
    const bridge = new BridgePage(page);
    await bridge.open("/trinity-bridge");
    await bridge.start("Start Trinity Exchange", 1, "Nova, are the lanterns awake?");
    await expect(bridge.lines).toHaveCount(2);
    // One after another: Aeris's opening first, in her voice (spec 000 §9 defaults: rate 0.9, pitch 1)...
    await expect.poll(async () => (await spokenIn(page)).map((u) => u.text)).toEqual(["Nova, are the lanterns awake?"]);
    expect((await spokenIn(page))[0]).toMatchObject({ rate: 0.9, pitch: 1 });
    await endSpeech(page);
    // ...then Nova's line, in hers (rate 1, pitch 1.2).
    await expect.poll(async () => (await spokenIn(page)).map((u) => u.text)).toContainEqual(LINES[0]);
    expect((await spokenIn(page)).find((u) => u.text === LINES[0])).toMatchObject({ rate: 1, pitch: 1.2 });
  });

  test("the High Council's four voices arrive live, each while it is being written", async ({ page, request }) => {
    mock.script(...LINES.slice(0, 5).map((text) => ({ kind: "reply" as const, text, chunkDelayMs: 50 })));
    restore = await useProvider(request, { provider: "openai-compatible", baseUrl: mock.url, model: "mock-small" });
    await request.post("/api/council/control/clear");
    const council = new BridgePage(page);
    await council.open("/round-table");
    await page.getByLabel("Your question for the High Council").fill("What shall we name the comets?");
    await page.getByLabel(/^Cycles/).fill("1");
    await page.getByRole("button", { name: "Convene Council" }).click();
    await expect(page.getByTestId("council-active")).toHaveText("Running");
    for (const [i, speaker] of ["Aeris", "Nova", "Musashi", "Socrates"].entries()) {
      await expect(council.draft).toContainText(speaker);
      await expect(council.lines).toHaveCount(i + 2, { timeout: 10_000 });
    }
    await expect(council.lines.last()).toContainText("Resolution", { timeout: 10_000 });
    await council.expectToast("Council Convened", "5 responses from the High Council");
  });
});
