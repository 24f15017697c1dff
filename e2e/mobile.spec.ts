import { expect, test } from "@playwright/test";
import { AppPage } from "./support/app-page";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { NAV_LABELS } from "./support/constants";

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test("on a phone the bottom bar replaces the top navigation and the sidebar", async ({ page }) => {
  const app = new AppPage(page);
  await app.goto("/");
  await expect(app.bottomNav).toBeVisible();
  await expect(app.navLinks(app.bottomNav)).toHaveCount(14);
  expect(await app.navLabels(app.bottomNav)).toEqual(NAV_LABELS);
  await expect(app.topNav).toBeHidden();
  await expect(app.sidebar).toBeHidden();
  await expect(app.connectionCard).toBeHidden();

  // The bar sits at the bottom of the screen.
  const box = await app.bottomNav.boundingBox();
  expect(box).not.toBeNull();
  expect((box?.y ?? 0) + (box?.height ?? 0)).toBeCloseTo(844, -1);
});

test("tapping bottom-bar items navigates and highlights them", async ({ page }) => {
  const app = new AppPage(page);
  await app.goto("/");
  await expect(app.activeLinks(app.bottomNav)).toHaveText("Queen Aeris");

  for (const [label, path, title] of [
    ["Journal", "/journal", "Consciousness Journal"],
    ["Export", "/export", "Export"],
    ["Nova", "/nova", "Nova"],
  ] as const) {
    const link = app.navLink(app.bottomNav, label);
    await link.tap();
    await expect(page).toHaveURL((url) => url.pathname === path);
    await expect(app.heading).toHaveText(title);
    await expect(link).toHaveAttribute("aria-current", "page");
    await expect(app.activeLinks(app.bottomNav)).toHaveCount(1);
  }
});

test("the phone layout, bottom bar included, has no serious or critical axe violations", async ({ page }) => {
  const app = new AppPage(page);
  await app.goto("/journal");
  await expect(app.bottomNav).toBeVisible();
  await expectNoSeriousA11yViolations(page, "/journal at 390 px");
});
