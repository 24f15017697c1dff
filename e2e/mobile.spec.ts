import { expect, test } from "@playwright/test";
import { AppPage } from "./support/app-page";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { ALL_PAGES, NAV_LABELS } from "./support/constants";

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test("on a phone the bottom bar replaces the top navigation and the sidebar", async ({ page }) => {
  const app = new AppPage(page);
  await app.goto("/");
  await expect(app.bottomNav).toBeVisible();
  await expect(app.topNav).toBeHidden();
  await expect(app.sidebar).toBeHidden();
  await expect(app.connectionCard).toBeHidden();

  // The bar sits at the bottom of the screen.
  const box = await app.bottomNav.boundingBox();
  expect(box).not.toBeNull();
  expect((box?.y ?? 0) + (box?.height ?? 0)).toBeCloseTo(844, -1);
});

for (const width of [360, 390]) {
  test(`at ${width} px the bottom bar fits: four items and "All pages", nothing scrolled sideways or cut`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    const app = new AppPage(page);
    for (const [path, fourth] of [
      ["/", "High Council"],
      ["/artifacts-vault", "Artifacts Vault"],
      ["/guardian-bridge", "Guardian Bridge"],
      ["/map-of-lights", "Map of Lights"],
    ] as const) {
      await app.goto(path);
      expect(await app.navLabels(app.bottomNav)).toEqual(["Queen Aeris", "Nova", "Trinity", fourth]);
      await expect(app.allPagesBar).toBeVisible();
      for (const item of [...(await app.navLinks(app.bottomNav).all()), app.allPagesBar]) {
        await expect(item).toBeInViewport({ ratio: 1 });
      }
      expect(await app.cutTexts(app.bottomNav), `cut in the bar on ${path}`).toEqual([]);
      expect(await app.cutTexts(app.subheader), `cut in the sub-header on ${path}`).toEqual([]);
      await app.expectNoSidewaysScroll();
    }
  });
}

test("the sub-header's title wraps at 360 px rather than losing its end", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  const app = new AppPage(page);
  await app.goto("/");
  await expect(app.subheaderTitle).toHaveText("Queen of the Cathedral");
  expect(await app.cutTexts(app.subheader)).toEqual([]);
  expect(await app.subheaderTitle.evaluate((el) => getComputedStyle(el).textOverflow)).not.toBe("ellipsis");
  await expect(app.adminLink).toHaveText("Admin");
  await expect(app.adminLink).toBeInViewport({ ratio: 1 });
});

test("tapping bottom-bar items navigates and highlights them; the current page's item is always on the bar", async ({ page }) => {
  const app = new AppPage(page);
  await app.goto("/");
  await expect(app.activeLinks(app.bottomNav)).toHaveText("Queen Aeris");

  for (const [label, path, title] of [
    ["Nova", "/nova", "Nova"],
    ["High Council", "/round-table", "High Council"],
    ["Trinity", "/trinity", "Trinity"],
  ] as const) {
    const link = app.navLink(app.bottomNav, label);
    await link.tap();
    await expect(page).toHaveURL((url) => url.pathname === path);
    await expect(app.heading).toHaveText(title);
    await expect(link).toHaveAttribute("aria-current", "page");
    await expect(app.activeLinks(app.bottomNav)).toHaveCount(1);
  }

  // A page from the sheet takes the bar's fourth place, highlighted.
  for (const [label, title] of [
    ["Journal", "Consciousness Journal"],
    ["Export", "Export"],
  ] as const) {
    await app.allPagesBar.tap();
    await app.navLink(app.allPagesMenu, label).tap();
    await expect(app.heading).toHaveText(title);
    await app.expectHighlighted(app.bottomNav, label);
  }
});

test("a page opened from the bar starts at its top, its title in sight, whatever the scroll of the last one", async ({ page }) => {
  const app = new AppPage(page);
  await app.goto("/admin");
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  await app.navLink(app.bottomNav, "Nova").tap();
  await expect(app.heading).toHaveText("Nova");
  await expect(app.heading).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test('"All pages" on a phone lists the 14 items in order, then the pages beside the navigation', async ({ page }) => {
  const app = new AppPage(page);
  await app.goto("/journal");
  await app.allPagesBar.tap();
  await expect(app.allPagesMenu).toBeVisible();
  const labels = await app.navLabels(app.allPagesList);
  expect(labels.slice(0, 14)).toEqual(NAV_LABELS);
  expect(labels).toEqual(ALL_PAGES.map((p) => p.label));
  await expect(app.navLink(app.allPagesMenu, "Journal")).toHaveAttribute("aria-current", "page");
  await app.navLink(app.allPagesMenu, "Admin").tap();
  await expect(app.heading).toHaveText("Cathedral Administrator");
  await expect(app.allPagesMenu).toBeHidden();
});

test("the phone layout, bottom bar included, has no serious or critical axe violations", async ({ page }) => {
  const app = new AppPage(page);
  await app.goto("/journal");
  await expect(app.bottomNav).toBeVisible();
  await expectNoSeriousA11yViolations(page, "/journal at 390 px");
});
