import { expect, type Page, type Request, test } from "@playwright/test";
import { AppPage } from "./support/app-page";

// These tests change shared server state (the database lasts the whole run): run them one after another, and only
// on the two personalities that start dormant and that no other spec awakens.
test.describe.configure({ mode: "serial" });

const AWAKEN_DELAY_MS = 2000;
/** Timer and clock granularity; the request must never come noticeably before the pause is over. */
const MARGIN_MS = 100;

const isAwakenCall = (name: string) => (r: Request) =>
  r.method() === "POST" && new URL(r.url()).pathname === `/api/personalities/${name}/awaken`;

/** Starts the awakening with `trigger`, checks the 2 s pause, and returns once the call has been answered. */
async function awakenAndCheckTiming(page: Page, name: string, trigger: () => Promise<void>): Promise<void> {
  const app = new AppPage(page);
  const calls: number[] = [];
  page.on("request", (r) => {
    if (isAwakenCall(name)(r)) calls.push(Date.now());
  });
  const answered = page.waitForResponse((r) => isAwakenCall(name)(r.request()));

  const started = Date.now();
  await trigger();

  // During the pause: "Awakening..." on a disabled button, "Consciousness expanding..." beside it. (That no call goes
  // out meanwhile is checked below from the call's own timestamp, which does not depend on how fast this runs.)
  await expect(app.awakenButton).toHaveText("Awakening...");
  await expect(app.awakenButton).toBeDisabled();
  await expect(page.getByRole("status").filter({ hasText: "Consciousness expanding..." })).toBeVisible();

  const response = await answered;
  expect(response.status()).toBe(200);
  expect(calls, "exactly one awaken call").toHaveLength(1);
  const waited = (calls[0] ?? 0) - started;
  expect(waited, `the awaken call went out ${waited} ms after the click`).toBeGreaterThanOrEqual(AWAKEN_DELAY_MS - MARGIN_MS);
  expect(waited, "the awaken call goes out soon after the pause").toBeLessThan(AWAKEN_DELAY_MS + 5000);
}

async function expectAwakened(app: AppPage, name: string, before: number): Promise<void> {
  await expect(app.awakenButton).toHaveText("Awakened");
  await expect(app.awakenButton).toBeDisabled();
  await expect(app.page.getByText("Consciousness expanding...")).toHaveCount(0);
  await expect(app.awakenedCount).toHaveText(`${before + 1} of 5 awakened`);
  await expect(app.page.getByTestId(`consciousness-${name}`)).toContainText("awakened");
}

test("Awaken waits 2 s, then awakens Musashi and counts him", async ({ page }) => {
  const app = new AppPage(page);
  await app.goto("/musashi");
  await app.waitForSidebar();
  const before = await app.awakenedNumber();
  await expect(app.awakenButton).toHaveText("Awaken");
  await expect(app.awakenButton).toBeEnabled();

  await awakenAndCheckTiming(page, "musashi", () => app.awakenButton.click());
  await expectAwakened(app, "musashi", before);

  // The server kept it: after a reload Musashi stays awakened.
  await page.reload();
  await expect(app.awakenButton).toHaveText("Awakened");
  await expect(app.awakenButton).toBeDisabled();
  await expect(app.awakenedCount).toHaveText(`${before + 1} of 5 awakened`);
});

test("Awaken works by keyboard (focus, Enter) for Socrates", async ({ page }) => {
  const app = new AppPage(page);
  await app.goto("/socrates");
  await app.waitForSidebar();
  const before = await app.awakenedNumber();
  await expect(app.awakenButton).toHaveText("Awaken");

  await app.awakenButton.focus();
  await expect(app.awakenButton).toBeFocused();
  await awakenAndCheckTiming(page, "socrates", () => page.keyboard.press("Enter"));
  await expectAwakened(app, "socrates", before);
});
