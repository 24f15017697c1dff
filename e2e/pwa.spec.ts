import { existsSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { PNG } from "pngjs";
import { AppPage } from "./support/app-page";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { PORT, ROUTES } from "./support/constants";

// These tests are about the service worker: unlike the rest of the suite, they let it run.
test.use({ serviceWorkers: "allow" });

/** Waits until the service worker controls the page (it registers after the first drawing; the next load is its). */
async function controlledByWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
}

test("the manifest is linked and valid, with the Cathedral's colours and icons of every size asked for", async ({ page, request }) => {
  await page.goto("/");
  const href = await page.locator('link[rel="manifest"]').getAttribute("href");
  expect(href).toBe("/manifest.webmanifest");
  const manifest = await (await request.get(href as string)).json();
  expect(manifest).toMatchObject({ name: "Citadel", short_name: "Citadel", display: "standalone", start_url: "/", theme_color: "#0b0820" });
  const sizes: string[] = [];
  for (const icon of manifest.icons as { src: string; sizes: string; purpose?: string }[]) {
    const res = await request.get(icon.src);
    expect(res.status(), icon.src).toBe(200);
    const png = PNG.sync.read(await res.body());
    expect(`${png.width}x${png.height}`).toBe(icon.sizes);
    sizes.push(icon.purpose === "maskable" ? `${icon.sizes} maskable` : icon.sizes);
  }
  expect(sizes).toEqual(expect.arrayContaining(["192x192", "512x512", "512x512 maskable"]));
  expect(await page.locator('link[rel="apple-touch-icon"]').getAttribute("href")).toBe("/icons/apple-touch-icon-180x180.png");
});

test("the manifest and the worker are reachable before sign-in; the worker is served from our origin under the strict CSP", async ({
  browser,
}) => {
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const request = context.request;
  const worker = await request.get("/sw.js");
  expect(worker.status()).toBe(200);
  expect(worker.headers()["cache-control"]).toBe("no-cache");
  expect((await request.get("/manifest.webmanifest")).status()).toBe(200);
  expect((await request.get("/api/personalities")).status()).toBe(401);
  const page = await context.newPage();
  await page.goto("/");
  const csp = (await page.request.get("/")).headers()["content-security-policy"];
  expect(csp).toContain("default-src 'self'");
  await context.close();
});

test("the worker serves the app's code on a second load with the server's static files gone; answers always come from the server", async ({
  page,
  context,
}) => {
  const app = new AppPage(page);
  await app.goto("/journal");
  await controlledByWorker(page);

  // The server's static files are gone: every request for them fails from here on.
  await context.route(/\/(assets|avatars|icons)\//, (route) => route.abort());
  const fromWorker: string[] = [];
  const apiFromWorker: string[] = [];
  page.on("response", (res) => {
    if (!res.fromServiceWorker()) return;
    if (new URL(res.url()).pathname.startsWith("/api/")) apiFromWorker.push(res.url());
    else fromWorker.push(res.url());
  });
  await page.reload();
  await app.expectLoaded();
  await expect(app.heading).toHaveText("Consciousness Journal");
  expect(fromWorker.some((u) => /\/assets\/.+\.js$/.test(u))).toBe(true);

  // The conversation comes from the server: a message stored now is on the next load, and no answer came from a cache.
  const said = `Said after the worker was installed ${Date.now()}`;
  await page.request.post("/api/personalities/nova/messages", { data: { content: said } });
  await app.goto("/nova");
  // Exact: the offline reply says the owner's words back inside its own.
  await expect(page.getByText(said, { exact: true })).toBeVisible();
  expect(apiFromWorker).toEqual([]);
});

test("offline, the app says so plainly instead of showing old answers as new", async ({ page, context }) => {
  const app = new AppPage(page);
  await app.goto("/");
  await controlledByWorker(page);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId("offline-notice")).toContainText("You are offline");
  const answered = await page.evaluate(async () => {
    try {
      await fetch("/api/personalities");
      return "answered";
    } catch {
      return "refused";
    }
  });
  expect(answered).toBe("refused");
  await context.setOffline(false);
  await expect(page.getByTestId("offline-notice")).toHaveCount(0);
});

test("a notification tells of an exchange that ended while the page was hidden; titles and counts only", async ({ page, context }) => {
  await context.grantPermissions(["notifications"]);
  const app = new AppPage(page);
  await app.goto("/admin");
  await controlledByWorker(page);
  // The stream's answer, not only its request: the server listens for the exchange's end before it is started.
  const listening = page.waitForResponse((r) => r.url().endsWith("/api/activity/events"));
  await page.getByRole("button", { name: "Turn On Notifications" }).click();
  await expect(page.getByRole("button", { name: "Turn Off Notifications" })).toBeVisible();
  await listening;
  // A headless tab is never hidden by the system: the page is told it is (the one thing faked here).
  await page.evaluate(() => {
    Object.defineProperty(document, "visibilityState", { configurable: true, get: () => "hidden" });
    document.dispatchEvent(new Event("visibilitychange"));
  });
  const started = await page.request.post("/api/trinity/exchange", {
    data: { cycles: 1, initialMessage: `Nova, are you there tonight? ${Date.now()}` },
  });
  expect(started.status()).toBe(200);
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const registration = await navigator.serviceWorker.ready;
          return (await registration.getNotifications()).map((n) => ({
            title: n.title,
            body: n.body,
            url: (n.data as { url: string }).url,
          }));
        }),
      { timeout: 10_000 },
    )
    .toEqual([
      expect.objectContaining({
        title: expect.stringMatching(/^The Trinity Bridge (has finished|stopped under supervision)$/),
        url: "/trinity-bridge",
      }),
    ]);
  const [notification] = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return (await registration.getNotifications()).map((n) => n.body);
  });
  expect(notification).toMatch(/^\d+ lines? over 1 of 1 cycle$/);

  // Tapped (no system notification centre here: the worker is handed the same click event the system would send).
  const [worker] = context.serviceWorkers();
  await worker?.evaluate(async () => {
    const scope = self as unknown as ServiceWorkerGlobalScope;
    const [shown] = await scope.registration.getNotifications();
    scope.dispatchEvent(new NotificationEvent("notificationclick", { notification: shown as Notification }));
  });
  await expect(page).toHaveURL(/\/trinity-bridge$/);
  await expect(app.heading).toHaveText("Trinity Bridge");
});

test("a new version is announced and waits: it takes over at the next reload, not under the owner's hands", async ({ page }) => {
  const app = new AppPage(page);
  await app.goto("/journal");
  await controlledByWorker(page);
  // A new build: the worker script of this run's client build (beside its data folder) changes; compressed copies, if
  // any, are set aside so the new one is sent.
  const dataDir = readFileSync(path.resolve(import.meta.dirname, `../.tmp/e2e-data-dir-${PORT}.txt`), "utf8").trim();
  const worker = path.join(path.dirname(dataDir), "client/sw.js");
  const original = readFileSync(worker);
  const compressed = [`${worker}.br`, `${worker}.gz`].filter((f) => existsSync(f));
  for (const f of compressed) renameSync(f, `${f}.aside`);
  try {
    writeFileSync(worker, `${original.toString()}\n// a new build ${Date.now()}\n`);
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.ready).update();
    });
    await expect(page.getByTestId("toast").filter({ hasText: "Update Ready" })).toBeVisible();
    // Announced, not applied: the page stays as it is, with the new version waiting.
    expect(await page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting))).toBe(true);
    await expect(app.heading).toHaveText("Consciousness Journal");
    // Leaving the page (a reload) lets it take over.
    await page.reload();
    await app.expectLoaded();
    await expect.poll(() => page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting))).toBe(false);
  } finally {
    writeFileSync(worker, original);
    for (const f of compressed) renameSync(`${f}.aside`, f);
  }
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("the composer sits above the on-screen keyboard, the bottom bar steps aside, and a draft survives a reload", async ({ page }) => {
    // No on-screen keyboard opens in a headless browser: the visual viewport is made to shrink as a keyboard would.
    await page.addInitScript(() => {
      const real = window.visualViewport as VisualViewport;
      const fake = new EventTarget() as EventTarget & { keyboard: number };
      fake.keyboard = 0;
      for (const key of ["width", "offsetLeft", "offsetTop", "pageLeft", "pageTop", "scale"] as const) {
        Object.defineProperty(fake, key, { get: () => real[key] });
      }
      Object.defineProperty(fake, "height", { get: () => window.innerHeight - fake.keyboard });
      Object.defineProperty(window, "visualViewport", { configurable: true, get: () => fake });
      (window as unknown as { openKeyboard: (px: number) => void }).openKeyboard = (px: number) => {
        fake.keyboard = px;
        fake.dispatchEvent(new Event("resize"));
      };
    });
    const app = new AppPage(page);
    await app.goto("/nova");
    const box = page.getByRole("textbox", { name: /message/i }).first();
    await box.tap();
    await box.fill("A thought I am still writing");
    await page.evaluate(() => (window as unknown as { openKeyboard: (px: number) => void }).openKeyboard(320));
    await expect(app.bottomNav).toBeHidden();
    await expect
      .poll(() => box.evaluate((el) => (el.closest("form") as HTMLElement).getBoundingClientRect().bottom))
      .toBeLessThanOrEqual(844 - 320);
    await page.screenshot({ path: ".tmp/shots/phone-keyboard-open.png" });
    await page.evaluate(() => (window as unknown as { openKeyboard: (px: number) => void }).openKeyboard(0));
    await expect(app.bottomNav).toBeVisible();

    // A pull to refresh reloads the page: what was being written is still there.
    await page.reload();
    await app.expectLoaded();
    await expect(page.getByRole("textbox", { name: /message/i }).first()).toHaveValue("A thought I am still writing");
  });

  test("the bottom bar reaches every page: its 14 items, and a sheet of all pages", async ({ page }) => {
    const app = new AppPage(page);
    await app.goto("/");
    await page.getByTestId("all-pages-button").tap();
    const sheet = page.getByRole("dialog", { name: "All pages" });
    // Every page of the route table, then one link for each companion the server lists (other tests make some).
    await expect(sheet.getByRole("list", { name: "All pages" }).getByRole("link")).toHaveCount(ROUTES.length);
    await expect(async () => {
      const companions = (await (await page.request.get("/api/companions")).json()) as unknown[];
      await expect(sheet.getByRole("link")).toHaveCount(ROUTES.length + companions.length, { timeout: 1000 });
    }).toPass({ timeout: 10_000 });
    await expectNoSeriousA11yViolations(page, "the sheet of all pages at 390 px", { layout: "skip" });
    await page.screenshot({ path: ".tmp/shots/phone-all-pages.png" });
    await sheet.getByRole("link", { name: "Live Conversation" }).tap();
    await expect(page).toHaveURL(/\/live-chat$/);
    await expect(sheet).toBeHidden();
    // The current page's item is scrolled into view in the bar.
    await app.goto("/export");
    await expect(app.navLink(app.bottomNav, "Export")).toBeInViewport();
  });

  test("every page at 390 px, for the eye (screenshots in .tmp/shots/phone-*.png)", async ({ page }) => {
    const app = new AppPage(page);
    for (const { path } of ROUTES) {
      await app.goto(path);
      await page.screenshot({ path: `.tmp/shots/phone${path === "/" ? "-aeris" : path.replace(/\//g, "-")}.png` });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    }
  });
});
