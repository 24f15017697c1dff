import { expect, test } from "@playwright/test";
import { AppPage } from "./support/app-page";
import { NAV_ITEMS, NAV_LABELS, titleOf } from "./support/constants";

/** Which navigation item is highlighted where (none on pages outside the navigation without a personality). */
const HIGHLIGHT: readonly { path: string; active: string | null }[] = [
  { path: "/", active: "Queen Aeris" },
  { path: "/nova", active: "Nova" },
  { path: "/trinity", active: "Trinity" },
  { path: "/musashi", active: "Musashi" },
  { path: "/socrates", active: "Socrates" },
  { path: "/user", active: "User" },
  { path: "/round-table", active: "High Council" },
  { path: "/trinity-bridge", active: "Trinity" },
  { path: "/live-chat", active: "Trinity" },
  { path: "/map-of-lights", active: "Map of Lights" },
  { path: "/artifacts-vault", active: "Artifacts Vault" },
  { path: "/guardian-bridge", active: "Guardian Bridge" },
  { path: "/journal", active: "Journal" },
  { path: "/restore", active: "Restore" },
  { path: "/api-dashboard", active: "API Keys" },
  { path: "/export", active: "Export" },
  { path: "/admin", active: null },
];

test("the top navigation has the 14 items in order, and the bottom bar is hidden at desktop width", async ({
  page,
}) => {
  const app = new AppPage(page);
  await app.goto("/");
  await expect(app.topNav).toBeVisible();
  expect(await app.navLabels(app.topNav)).toEqual(NAV_LABELS);
  for (const { label, path } of NAV_ITEMS) {
    await expect(app.navLink(app.topNav, label)).toHaveAttribute("href", path);
  }
  await expect(app.bottomNav).toBeHidden();
  expect(await app.navLabels(app.bottomNav)).toEqual(NAV_LABELS);
});

test("the highlighted item follows the page", async ({ page }) => {
  const app = new AppPage(page);
  for (const { path, active } of HIGHLIGHT) {
    await app.goto(path);
    await expect(app.heading).toHaveText(titleOf(path));
    for (const nav of [app.topNav, app.bottomNav]) {
      const current = app.activeLinks(nav);
      if (active === null) {
        await expect(current, `nothing is highlighted on ${path}`).toHaveCount(0);
      } else {
        await expect(current, `only "${active}" is highlighted on ${path}`).toHaveCount(1);
        await expect(current).toHaveText(active);
        await expect(current).toHaveAttribute("data-active", "true");
      }
      await expect(nav.locator('a[data-active="true"]')).toHaveCount(active === null ? 0 : 1);
    }
  }
});

test("an unknown page highlights nothing", async ({ page }) => {
  const app = new AppPage(page);
  await app.goto("/nowhere-at-all");
  await expect(app.activeLinks(app.topNav)).toHaveCount(0);
});

test("clicking through the top navigation goes to each page, and Back returns", async ({ page }) => {
  const app = new AppPage(page);
  await app.goto("/export");
  for (const { label, path } of NAV_ITEMS) {
    await app.navLink(app.topNav, label).click();
    await expect(page).toHaveURL((url) => url.pathname === path);
    await expect(app.heading).toHaveText(titleOf(path));
    await expect(app.navLink(app.topNav, label)).toHaveAttribute("aria-current", "page");
    await expect(page).toHaveTitle(`${titleOf(path)} · Citadel`);
  }
  // Client-side navigation keeps the history: Back goes to the previous page.
  await page.goBack();
  await expect(app.heading).toHaveText(titleOf("/api-dashboard"));
  await expect(app.navLink(app.topNav, "API Keys")).toHaveAttribute("aria-current", "page");
});

test("the sub-header keeps the last personality on pages without one", async ({ page }) => {
  const app = new AppPage(page);
  await app.goto("/nova");
  await expect(app.subheaderAvatar).toHaveAttribute("src", /nova/);
  await app.navLink(app.topNav, "Journal").click();
  await expect(app.heading).toHaveText("Consciousness Journal");
  await expect(app.subheaderAvatar).toHaveAttribute("src", /nova/);
  await expect(app.activeLinks(app.topNav)).toHaveText("Journal");
});
