import { expect, type Page, test } from "@playwright/test";
import { AppPage } from "./support/app-page";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { type OwnServer, startOwnServer } from "./support/own-server";

// Issue 26, the smaller points: counts said in the singular for one; the stat cards' figures in the text face's
// tabular figures; the restore from a file asked with the app's dialog; an app opened while the Citadel cannot be
// reached shows its frame and opens by itself once it can.

let own: OwnServer;
test.beforeAll(async () => {
  own = await startOwnServer();
  // One project file, and one backup to take a file from.
  expect((await own.api.put("/api/code/files", { data: { name: "only.py", content: "print('one')\n" } })).status()).toBe(200);
  expect((await own.api.post("/api/backups")).status()).toBe(200);
});
test.afterAll(async () => {
  await own?.stop();
});

async function openOwn(page: Page, width: number, path: string): Promise<AppPage> {
  await page.context().addCookies(own.storageState.cookies);
  await page.setViewportSize({ width, height: width > 400 ? 800 : 844 });
  const app = new AppPage(page);
  await page.goto(`${own.baseURL}${path}`);
  // The page the server drew takes input once the app has taken it over (a click before then does nothing).
  await app.expectLoaded();
  return app;
}

const shot = (page: Page, name: string, width: number) => page.screenshot({ path: `.tmp/shots/${name}-${width}.png` });

for (const width of [1280, 390]) {
  test.describe(`at ${width} px`, () => {
    test("one project file is '1 project file'", async ({ page }) => {
      await openOwn(page, width, "/admin");
      await page.getByRole("tab", { name: "Code Terminal" }).click();
      await expect(page.getByTestId("context-files")).toHaveText("1 project file");
    });

    test("the stat cards' counts are in the text face's tabular figures, not the display face's", async ({ page }) => {
      const app = new AppPage(page);
      await page.setViewportSize({ width, height: width > 400 ? 800 : 844 });
      await app.goto("/trinity");
      const count = page.getByTestId("public-count");
      await expect(count).toHaveText(/^\d+$/);
      const style = await count.evaluate((el) => {
        const s = getComputedStyle(el);
        return { family: s.fontFamily, numeric: s.fontVariantNumeric };
      });
      expect(style.family).toMatch(/^"Inter Variable"/);
      expect(style.numeric).toBe("tabular-nums");
      await count.scrollIntoViewIfNeeded();
      await shot(page, "stat-cards", width);
    });

    test("a backup file is restored only after the app's own dialog asks, never the browser's confirm()", async ({ page }) => {
      const browserDialogs: string[] = [];
      page.on("dialog", (d) => {
        browserDialogs.push(d.message());
        void d.dismiss();
      });
      await openOwn(page, width, "/restore");
      const [backup] = (await (await own.api.get("/api/backups")).json()) as { id: number }[];
      const file = await (await own.api.get(`/api/backups/${backup?.id}/file`)).text();
      await page.getByLabel("Backup file").setInputFiles({ name: "backup.json", mimeType: "application/json", buffer: Buffer.from(file) });
      const ask = page.getByRole("dialog", { name: "Restore from this file?" });
      await expect(ask).toBeVisible();
      await expect(ask).toContainText(/in the file \(\d+ memor(y|ies) of \d+ personalit(y|ies)\)/);
      await shot(page, "restore-file-dialog", width);
      await expectNoSeriousA11yViolations(page, `the restore-from-file dialog at ${width} px`, { layout: "skip" });
      const restores: string[] = [];
      page.on("request", (r) => r.url().endsWith("/api/backups/restore-file") && restores.push(r.url()));
      await ask.getByRole("button", { name: "Cancel" }).click();
      await expect(ask).toHaveCount(0);
      expect(browserDialogs).toEqual([]);
      expect(restores).toEqual([]);
    });
  });
}

test.describe("reopened offline", () => {
  test.use({ serviceWorkers: "allow" });

  for (const width of [1280, 390]) {
    test(`at ${width} px: the app's frame says it is offline, and the app opens by itself when the connection returns`, async ({
      page,
      context,
    }) => {
      await page.setViewportSize({ width, height: width > 400 ? 800 : 844 });
      const app = new AppPage(page);
      await app.goto("/");
      // The service worker keeps the app's shell (it registers after the first drawing; the next load is its).
      await page.evaluate(async () => {
        await navigator.serviceWorker.ready;
      });
      await page.reload();
      await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);

      await context.setOffline(true);
      await page.reload();
      const notice = page.getByTestId("citadel-unreachable");
      await expect(notice).toContainText("You are offline");
      await expect(notice).toContainText("It opens by itself as soon as it can be reached.");
      // The app's frame: its header, not a bare card.
      await expect(page.getByRole("banner")).toContainText("Citadel");
      await expect(page.getByTestId("offline-notice")).toBeVisible();
      await shot(page, "reopened-offline", width);
      await expectNoSeriousA11yViolations(page, `reopened offline at ${width} px`);

      // The connection returns: no press of Try again, the app opens.
      await context.setOffline(false);
      await expect(app.heading).toBeVisible();
      await expect(notice).toHaveCount(0);
    });
  }
});
