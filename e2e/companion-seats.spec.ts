import { type Browser, expect, type Page, test } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { BridgePage } from "./support/bridge-page";
import { type OwnServer, startOwnServer } from "./support/own-server";

// The bridge and the council are one each for a whole server: these use a server of their own, one after another.
test.describe.configure({ mode: "serial" });

const SHOTS = "/tmp/shots-companions";
let own: OwnServer;

test.beforeAll(async () => {
  own = await startOwnServer();
  for (const [name, personality] of [
    ["Quill", "sharp-eyed, wry"],
    ["Bramble", "gentle, stubborn"],
  ]) {
    const made = await own.api.post("/api/companions", { data: { name, personality, accent: "#7dd3fc" } });
    expect(made.status()).toBe(201);
  }
});
test.afterAll(async () => {
  await own?.stop();
});

async function openAt(browser: Browser, width: number, path: string): Promise<Page> {
  const context = await browser.newContext({
    baseURL: own.baseURL,
    storageState: own.storageState,
    viewport: { width, height: width > 400 ? 900 : 844 },
  });
  const page = await context.newPage();
  await new BridgePage(page).open(path);
  return page;
}

for (const width of [1280, 390]) {
  test(`at ${width} px a companion is paired on the Trinity Bridge, and seated at the High Council`, async ({ browser }) => {
    test.setTimeout(90_000);
    const page = await openAt(browser, width, "/trinity-bridge");
    const bridge = new BridgePage(page);
    const picker = page.getByTestId("pair-picker");
    await picker.getByLabel("Opens").selectOption({ label: "Quill" });
    await picker.getByLabel("Answers").selectOption({ label: "Quill" });
    await expect(picker.getByRole("alert")).toContainText("two different");
    await expect(page.getByRole("button", { name: "Start Trinity Exchange" })).toBeDisabled();
    await picker.getByLabel("Answers").selectOption({ label: "Nova" });
    await bridge.start("Start Trinity Exchange", 1, "What do you see from here?");
    await expect(bridge.lines).toHaveCount(2, { timeout: 15_000 });
    await expect(bridge.lines.first()).toContainText("Quill");
    await expect(bridge.lines.nth(1)).toContainText("Nova");
    await expect(page.getByRole("main")).toContainText("Quill and Nova speaking with each other");
    await expectNoSeriousA11yViolations(page, `the Trinity Bridge with a companion at ${width} px`);
    await page.screenshot({ path: `${SHOTS}/bridge-${width}.png`, fullPage: true });
    await own.api.post("/api/trinity/control/clear");

    await bridge.open("/round-table");
    await own.api.post("/api/council/control/clear");
    const seats = page.getByTestId("seat-picker");
    for (const name of ["Musashi", "Socrates", "Nova"]) await seats.getByLabel(name).uncheck();
    await expect(seats).toContainText("Seat 2 to 6 members (1 chosen)");
    await expect(page.getByRole("button", { name: "Convene Council" })).toBeDisabled();
    await seats.getByLabel("Quill").check();
    await seats.getByLabel("Bramble").check();
    await expect(seats).toContainText("3 seated");
    await page.getByLabel("Your question for the High Council").fill("Should I learn the violin or the cello?");
    await page.getByLabel(/^Cycles/).fill("1");
    await page.getByRole("button", { name: "Convene Council" }).click();
    // The question, three members, and the resolution.
    await expect(bridge.lines).toHaveCount(5, { timeout: 15_000 });
    for (const name of ["Aeris", "Quill", "Bramble"]) await expect(page.getByRole("main")).toContainText(name);
    await expectNoSeriousA11yViolations(page, `the High Council with companions at ${width} px`);
    await page.screenshot({ path: `${SHOTS}/council-${width}.png`, fullPage: true });
    await own.api.post("/api/council/control/clear");
    await page.context().close();
  });
}
