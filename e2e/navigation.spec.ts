import { expect, test } from "@playwright/test";
import { AppPage } from "./support/app-page";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { ChatPage } from "./support/chat-page";
import { ALL_PAGES, NAV_ITEMS, NAV_LABELS, titleOf } from "./support/constants";

// Which item is highlighted on each route is checked route by route in routes.spec.ts.

test('the top navigation has the 14 items in order and "All pages", and the bottom bar is hidden at desktop width', async ({ page }) => {
  const app = new AppPage(page);
  await app.goto("/");
  await expect(app.topNav).toBeVisible();
  expect(await app.navLabels(app.topNav)).toEqual(NAV_LABELS);
  for (const { label, path } of NAV_ITEMS) {
    await expect(app.navLink(app.topNav, label)).toHaveAttribute("href", path);
  }
  await expect(app.allPagesTop).toBeVisible();
  await expect(app.bottomNav).toBeHidden();
  // Nothing in the bar is cut, and the 14 and "All pages" keep to one line.
  expect(await app.cutTexts(app.topNav)).toEqual([]);
  const tops = await app.topNav.locator("li").evaluateAll((items) => items.map((li) => li.getBoundingClientRect().top));
  expect(new Set(tops).size).toBe(1);
});

test('"All pages" at desktop width lists every page in order, and leads to the three beside the navigation', async ({ page }) => {
  const app = new AppPage(page);
  await app.goto("/journal");
  await app.allPagesTop.click();
  await expect(app.allPagesMenu).toBeVisible();
  expect(await app.navLabels(app.allPagesList)).toEqual(ALL_PAGES.map((p) => p.label));
  for (const { label, path } of ALL_PAGES) {
    await expect(app.navLink(app.allPagesMenu, label)).toHaveAttribute("href", path);
  }
  await expect(app.navLink(app.allPagesMenu, "Journal")).toHaveAttribute("aria-current", "page");
  await expectNoSeriousA11yViolations(page, "the menu of all pages at 1280 px", { layout: "skip" });
  await page.screenshot({ path: ".tmp/shots/desktop-all-pages.png" });

  for (const { label, path } of ALL_PAGES.slice(NAV_ITEMS.length)) {
    if (!(await app.allPagesMenu.isVisible())) await app.allPagesTop.click();
    await app.navLink(app.allPagesMenu, label).click();
    await expect(app.allPagesMenu).toBeHidden();
    await expect(page).toHaveURL((url) => url.pathname === path);
    await expect(app.heading).toHaveText(titleOf(path));
  }
  // Escape closes it where it was opened.
  await app.allPagesTop.click();
  await page.keyboard.press("Escape");
  await expect(app.allPagesMenu).toBeHidden();
  await expect(app.allPagesTop).toBeFocused();
});

test("the Trinity page leads to the sisters' Trinity Bridge and Live Conversation", async ({ page }) => {
  const app = new AppPage(page);
  for (const [label, path] of [
    ["Trinity Bridge", "/trinity-bridge"],
    ["Live Conversation", "/live-chat"],
  ] as const) {
    await app.goto("/trinity");
    await page.getByRole("main").getByRole("link", { name: label, exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === path);
    await expect(app.heading).toHaveText(titleOf(path));
    await app.expectHighlighted(app.topNav, "Trinity");
  }
});

test("clicking through the top navigation goes to each page and highlights it; Back returns", async ({ page }) => {
  const app = new AppPage(page);
  await app.goto("/export");
  for (const { label, path } of NAV_ITEMS) {
    await app.navLink(app.topNav, label).click();
    await expect(page).toHaveURL((url) => url.pathname === path);
    await expect(app.heading).toHaveText(titleOf(path));
    await expect(page).toHaveTitle(`${titleOf(path)} · Citadel`);
    await app.expectHighlighted(app.topNav, label);
  }
  // Client-side navigation keeps the history: Back goes to the previous page.
  await page.goBack();
  await expect(app.heading).toHaveText(titleOf("/api-dashboard"));
  await app.expectHighlighted(app.topNav, "API Keys");
});

test("the sub-header follows the page: a personality's page shows her, a page of no personality shows the page", async ({ page }) => {
  const app = new AppPage(page);
  await app.goto("/nova");
  await app.expectHighlighted(app.topNav, "Nova");
  await app.expectHeaderOf("nova", "Nova");

  // Not Nova's, nor Aeris's: the Journal's own header, with no Awaken.
  await app.navLink(app.topNav, "Journal").click();
  await expect(app.heading).toHaveText("Consciousness Journal");
  await app.expectHighlighted(app.topNav, "Journal");
  await app.expectHeaderOf(null, "Consciousness Journal");

  await app.adminLink.click();
  await expect(app.heading).toHaveText("Cathedral Administrator");
  await app.expectHighlighted(app.topNav, null);
  await app.expectHeaderOf(null, "Cathedral Administrator");

  await app.navLink(app.topNav, "Trinity").click();
  await page.getByRole("main").getByRole("link", { name: "Trinity Bridge", exact: true }).click();
  await expect(app.heading).toHaveText("Trinity Bridge");
  await app.expectHighlighted(app.topNav, "Trinity");
  await app.expectHeaderOf("trinity", "Trinity Bridge");
});

test("pressing a chat's link starts reading its history at once; the page then uses that answer, not a second read", async ({ page }) => {
  const chat = new ChatPage(page, "nova");
  const { app } = chat;
  await chat.open("/nova");
  const reads: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes("/api/personalities/aeris/messages")) reads.push(r.url());
  });
  const link = app.navLink(app.topNav, "Queen Aeris");
  // Only the press, not yet the click: the read is already under way.
  await link.dispatchEvent("pointerdown");
  await expect.poll(() => reads.length).toBe(1);
  await expect(page).toHaveURL((url) => url.pathname === "/nova");
  await link.click();
  await expect(app.heading).toHaveText(titleOf("/"));
  await expect(chat.loading).toHaveCount(0);
  await expect(chat.panel).toBeVisible();
  expect(reads).toHaveLength(1);
});

/** An init script: `window.__seen` collects the texts among `texts` that were ever in the page, however briefly. */
const recordTexts = (texts: string[]) => `(() => {
  const texts = ${JSON.stringify(texts)};
  window.__seen = [];
  new MutationObserver(() => {
    const all = document.body ? document.body.textContent : "";
    for (const t of texts) if (all.includes(t) && !window.__seen.includes(t)) window.__seen.push(t);
  }).observe(document, { subtree: true, childList: true, characterData: true });
})()`;

test("a chat opened from the navigation is drawn whole: its code and history are read before the page changes", async ({ page }) => {
  const chat = new ChatPage(page, "aeris");
  const { app } = chat;
  await chat.open("/");
  await page.evaluate(recordTexts(["Loading messages...", "Opening…"]));
  // Nova's page is code of its own, loaded when first opened, and her history has not been read yet.
  await app.navLink(app.topNav, "Nova").click();
  await expect(app.heading).toHaveText(titleOf("/nova"));
  await expect(chat.list).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __seen: string[] }).__seen)).toEqual([]);
});

test("a slow history does not hold the navigation: the page opens and says it is loading", async ({ page }) => {
  const chat = new ChatPage(page, "musashi");
  const { app } = chat;
  await app.goto("/");
  let release = () => {};
  await page.route(/\/api\/personalities\/musashi\/messages/, async (route) => {
    await new Promise<void>((resolve) => {
      release = resolve;
    });
    await route.continue();
  });
  await app.navLink(app.topNav, "Musashi").click();
  await expect(app.heading).toHaveText(titleOf("/musashi"));
  await expect(chat.loading).toBeVisible();
  release();
  await expect(chat.loading).toHaveCount(0);
});
