import { expect, test } from "@playwright/test";
import { AppPage } from "./support/app-page";
import { ChatPage } from "./support/chat-page";
import { NAV_ITEMS, NAV_LABELS, titleOf } from "./support/constants";

// Which item is highlighted on each route is checked route by route in routes.spec.ts.

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

test("moving from a personality's page to the Trinity bridge and the Journal moves the highlight", async ({
  page,
}) => {
  const app = new AppPage(page);
  await app.goto("/nova");
  await app.expectHighlighted(app.topNav, "Nova");
  await expect(app.subheaderAvatar).toHaveAttribute("src", /nova/);

  // The sub-header keeps the last personality on pages without one; the highlight goes to Journal alone.
  await app.navLink(app.topNav, "Journal").click();
  await expect(app.heading).toHaveText("Consciousness Journal");
  await app.expectHighlighted(app.topNav, "Journal");
  await expect(app.subheaderAvatar).toHaveAttribute("src", /nova/);

  await page.goto("/trinity-bridge");
  await expect(app.heading).toHaveText("Trinity Bridge");
  await app.expectHighlighted(app.topNav, "Trinity");
  await expect(app.subheaderAvatar).toHaveAttribute("src", /trinity/);
});

test("pressing a chat's link starts reading its history at once; the page then uses that answer, not a second read", async ({
  page,
}) => {
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

test("a chat opened from the navigation is drawn whole: its code and history are read before the page changes", async ({
  page,
}) => {
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
