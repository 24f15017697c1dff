import { expect, type Locator, test } from "@playwright/test";
import { AppPage } from "./support/app-page";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { NO_SESSION, ROUTES } from "./support/constants";
import { GatePage } from "./support/gate-page";
import { type OwnServer, startOwnServer } from "./support/own-server";

/**
 * A newcomer's first hour, as the README gives it: a server started as `npm start` starts it (an empty data folder,
 * no access code chosen, so it prints one), the code entered on the Access Portal, then every page reached by the
 * navigation alone (links and menus, never an address typed after the first), on a desktop and on a phone. On each
 * page: its title shows, the header is the page's (its personality, or the page itself), nothing scrolls sideways or
 * is cut, and axe finds nothing serious.
 */

/** How a page is reached: a link of the top navigation or the bottom bar, "All pages", the sub-header, or the page. */
type Way = "navigation" | "all pages" | "sub-header" | "page";

const DESKTOP: readonly [Way, string, string][] = [
  ["navigation", "Nova", "/nova"],
  ["navigation", "Trinity", "/trinity"],
  ["page", "Trinity Bridge", "/trinity-bridge"],
  ["navigation", "Musashi", "/musashi"],
  ["navigation", "Socrates", "/socrates"],
  ["navigation", "User", "/user"],
  ["navigation", "High Council", "/round-table"],
  ["navigation", "Map of Lights", "/map-of-lights"],
  ["navigation", "Artifacts Vault", "/artifacts-vault"],
  ["navigation", "Guardian Bridge", "/guardian-bridge"],
  ["navigation", "Journal", "/journal"],
  ["navigation", "Restore", "/restore"],
  ["navigation", "API Keys", "/api-dashboard"],
  ["navigation", "Export", "/export"],
  ["all pages", "Live Conversation", "/live-chat"],
  ["all pages", "Companions", "/companions"],
  ["sub-header", "Admin", "/admin"],
  ["navigation", "Queen Aeris", "/"],
];

const PHONE: readonly [Way, string, string][] = [
  ["navigation", "Nova", "/nova"],
  ["navigation", "Trinity", "/trinity"],
  ["page", "Live Conversation", "/live-chat"],
  ["navigation", "High Council", "/round-table"],
  ["all pages", "Musashi", "/musashi"],
  ["all pages", "Socrates", "/socrates"],
  ["all pages", "User", "/user"],
  ["all pages", "Map of Lights", "/map-of-lights"],
  ["all pages", "Artifacts Vault", "/artifacts-vault"],
  ["all pages", "Guardian Bridge", "/guardian-bridge"],
  ["all pages", "Journal", "/journal"],
  ["all pages", "Restore", "/restore"],
  ["all pages", "API Keys", "/api-dashboard"],
  ["all pages", "Export", "/export"],
  ["all pages", "Trinity Bridge", "/trinity-bridge"],
  ["all pages", "Companions", "/companions"],
  ["sub-header", "Admin", "/admin"],
  ["navigation", "Queen Aeris", "/"],
];

test.describe.configure({ mode: "serial" });

let server: OwnServer;
test.beforeAll(async () => {
  server = await startOwnServer({ printedCode: true });
});
test.afterAll(async () => {
  await server?.stop();
});

async function follow(app: AppPage, phone: boolean, way: Way, label: string): Promise<void> {
  const nav = phone ? app.bottomNav : app.topNav;
  const press = (target: Locator) => (phone ? target.tap() : target.click());
  if (way === "navigation") await press(app.navLink(nav, label));
  if (way === "sub-header") await press(app.adminLink);
  if (way === "page") await press(app.page.getByRole("main").getByRole("link", { name: label, exact: true }));
  if (way === "all pages") {
    await press(phone ? app.allPagesBar : app.allPagesTop);
    await press(app.navLink(app.allPagesMenu, label));
    await expect(app.allPagesMenu).toBeHidden();
  }
}

async function expectPageShown(app: AppPage, path: string, phone: boolean, width: number): Promise<void> {
  const route = ROUTES.find((r) => r.path === path);
  if (!route) throw new Error(`No route ${path} in the test table`);
  const { page } = app;
  await expect(page).toHaveURL((url) => url.pathname === path);
  await expect(app.heading).toHaveText(route.title);
  await expect(app.heading).toBeInViewport();
  await expect(page).toHaveTitle(`${route.title} · Citadel`);
  await app.expectHeaderOf(route.owner, route.title);
  const nav = phone ? app.bottomNav : app.topNav;
  await app.expectHighlighted(nav, route.active);
  if (!phone) await app.waitForSidebar();
  await app.expectNoSidewaysScroll();
  expect(await app.cutTexts(app.subheader), `cut in the sub-header on ${path}`).toEqual([]);
  expect(await app.cutTexts(nav), `cut in the navigation on ${path}`).toEqual([]);
  await page.screenshot({ path: `.tmp/shots/first-hour-${width}${path === "/" ? "-aeris" : path.replace(/\//g, "-")}.png` });
  await expectNoSeriousA11yViolations(page, `${path} at ${width} px`);
}

for (const width of [1280, 390]) {
  const phone = width < 768;
  test(`the first hour at ${width} px: sign in with the printed code, then every page by the navigation alone`, async ({ browser }) => {
    test.setTimeout(240_000);
    const context = await browser.newContext({
      baseURL: server.baseURL,
      storageState: NO_SESSION,
      viewport: { width, height: phone ? 844 : 900 },
      isMobile: phone,
      hasTouch: phone,
      serviceWorkers: "block",
    });
    const page = await context.newPage();
    try {
      const gate = new GatePage(page);
      await gate.goto();
      await gate.submitCode(server.accessCode);
      const app = new AppPage(page);
      await app.expectLoaded();
      await expectPageShown(app, "/", phone, width);

      const plan = phone ? PHONE : DESKTOP;
      // The plan reaches every page.
      expect(new Set(plan.map(([, , path]) => path))).toEqual(new Set(ROUTES.map((r) => r.path)));
      for (const [way, label, path] of plan) {
        await test.step(`${label} (${way})`, async () => {
          await follow(app, phone, way, label);
          await expectPageShown(app, path, phone, width);
        });
      }
    } finally {
      await context.close();
    }
  });
}
