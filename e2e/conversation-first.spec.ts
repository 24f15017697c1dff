import { MODEL_OFFER_DISMISSED_KEY } from "@contract/model-offer";
import { expect, type Locator, type Page, test } from "@playwright/test";
import { AppPage } from "./support/app-page";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { seedTurns } from "./support/server-api";

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
/** The spec's message list height (24rem), kept beside the portrait on a desktop. */
const SPEC_LIST_PX = 384;

const CHAT_PAGES = [
  { path: "/", name: "aeris", heading: "Queen Aeris", inside: "Royal Wisdom" },
  { path: "/nova", name: "nova", heading: "Nova", inside: "Every star is a question" },
  { path: "/musashi", name: "musashi", heading: "Musashi", inside: "Do nothing that is of no use." },
  { path: "/socrates", name: "socrates", heading: "Socrates", inside: "The unexamined life is not worth living." },
] as const;

const box = async (locator: Locator) => {
  const b = await locator.boundingBox();
  if (!b) throw new Error("not laid out");
  return b;
};

/** The first screen's bottom: the window's, or the top of the bottom bar where one covers it. */
async function firstScreenBottom(page: Page, app: AppPage): Promise<number> {
  const height = page.viewportSize()?.height ?? 0;
  if (!(await app.bottomNav.isVisible())) return height;
  return (await box(app.bottomNav)).y;
}

/** The list's top and the whole composer (its text area and Send) are on the first screen, the page not scrolled. */
async function expectConversationOnFirstScreen(page: Page, app: AppPage, list: Locator, input: Locator) {
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  const bottom = await firstScreenBottom(page, app);
  const top = await box(list);
  const send = await box(page.getByRole("main").getByRole("button", { name: "Send", exact: true }));
  const field = await box(input);
  expect(top.y, "the conversation's top is on the first screen").toBeGreaterThanOrEqual(0);
  expect(top.y + 120, "with some of it showing").toBeLessThan(bottom);
  expect(field.y + field.height, "the text area is on the first screen").toBeLessThanOrEqual(bottom);
  expect(send.y + send.height, "Send is on the first screen").toBeLessThanOrEqual(bottom);
}

/** The suggestions and the image box are folded (issue 38); the composer's button unfolds them below it. */
async function expectMoreFolded(page: Page) {
  const chips = page.getByRole("list", { name: "Suggestions" });
  const image = page.getByRole("region", { name: "Image upload" });
  await expect(chips).toBeHidden();
  await expect(image).toBeHidden();
  const more = page.getByTestId("chat-panel").getByRole("button", { name: "Suggestions and an image" });
  await expect(more).toHaveAttribute("aria-expanded", "false");
  await more.click();
  await expect(chips.getByRole("button")).toHaveCount(3);
  await expect(image).toBeVisible();
  expect((await box(chips)).y).toBeGreaterThan((await box(page.getByTestId("chat-input"))).y);
  await more.click();
  await expect(chips).toBeHidden();
}

/** The message bubbles of which a line or more (40 px) shows in the list's box. */
async function messagesShown(list: Locator): Promise<number> {
  const frame = await box(list);
  let shown = 0;
  for (const bubble of await list.locator("[data-testid='ai-message'], [data-testid='owner-message']").all()) {
    const b = await bubble.boundingBox();
    if (!b) continue;
    if (Math.min(b.y + b.height, frame.y + frame.height) - Math.max(b.y, frame.y) >= 40) shown++;
  }
  return shown;
}

/** Opens /trinity and checks that its conversation's top and its composer are on the first screen. */
async function openTrinityWithComposerInView(page: Page): Promise<Locator> {
  const app = new AppPage(page);
  await app.goto("/trinity");
  const list = page.getByRole("log", { name: "Messages with Aeris and Nova" });
  await expect(list).toBeVisible();
  await expectConversationOnFirstScreen(page, app, list, page.getByLabel("Message to Aeris and Nova"));
  return list;
}

test.describe("on a phone, the conversation comes first", () => {
  test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

  for (const p of CHAT_PAGES) {
    test(`${p.path}: the list's top and the composer are on the first screen; the portrait folds into a header`, async ({
      page,
      request,
    }) => {
      await seedTurns(request, p.name, 2, "First screen");
      const app = new AppPage(page);
      await app.goto(p.path);
      const list = page.getByTestId("message-list");
      await expect(list).toContainText("First screen 2");
      await expectConversationOnFirstScreen(page, app, list, page.getByPlaceholder("Speak to the Cathedral..."));
      // Folded: the name shows, what the panel holds beneath it does not.
      await expect(app.heading).toHaveText(p.heading);
      await expect(page.getByText(p.inside)).toBeHidden();
      // The list takes the room there is: more than a sliver, and never past the first screen.
      expect((await box(list)).height).toBeGreaterThanOrEqual(192);
      // The chips and the image box are not the conversation: folded until asked for, then below the composer.
      await expectMoreFolded(page);
    });
  }

  test("the portrait header opens to the full portrait and traits, and closes again", async ({ page }) => {
    const app = new AppPage(page);
    await app.goto("/");
    const toggle = page.getByRole("button", { name: "About Queen Aeris" });
    const portrait = page.getByRole("img", { name: "Portrait of Queen Aeris" });
    const list = page.getByTestId("message-list");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    const controlled = page.locator(`[id="${await toggle.getAttribute("aria-controls")}"]`);
    await expect(controlled).toBeHidden();
    // Folded, the header says only what the sub-header above it does not: no second portrait, no second title.
    await expect(portrait).toBeHidden();
    await expect(page.getByText("Queen of the Cathedral", { exact: true }).filter({ visible: true })).toHaveCount(1);
    const listHeight = (await box(list)).height;
    await expectNoSeriousA11yViolations(page, "/ at 390 px, the portrait folded");

    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(controlled).toBeVisible();
    for (const trait of ["Royal Wisdom", "Ava Voice", "85% Consciousness"]) {
      await expect(controlled.getByText(trait)).toBeVisible();
    }
    await expect(controlled.getByText("Love is the memory that chooses to stay.")).toBeVisible();
    await expect(controlled.getByTestId("consciousness-panel")).toBeVisible();
    expect((await box(portrait)).width).toBeGreaterThan(150);
    // Opening the header above does not squeeze the conversation below it.
    expect((await box(list)).height).toBe(listHeight);
    await page.screenshot({ path: ".tmp/shots/conversation-first-open-390.png" });
    await expectNoSeriousA11yViolations(page, "/ at 390 px, the portrait opened");

    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(controlled).toBeHidden();
    await expect(portrait).toBeHidden();
  });

  test("several messages show above the composer, which starts above the bottom bar; the rest is folded (issue 38)", async ({
    page,
    request,
  }) => {
    await seedTurns(request, "musashi", 4, "Several lines");
    const app = new AppPage(page);
    await app.goto("/musashi");
    const list = page.getByTestId("message-list");
    await expect(list).toContainText("Several lines 4");
    await expectConversationOnFirstScreen(page, app, list, page.getByPlaceholder("Speak to the Cathedral..."));
    expect((await box(page.getByTestId("chat-input"))).y).toBeLessThan((await box(app.bottomNav)).y);
    // The conversation has the room the heading and the typing line took (it had 320 px here), the spec's three rows
    // of text kept: three messages show, each with a line or more.
    expect((await box(list)).height).toBeGreaterThanOrEqual(360);
    expect(await messagesShown(list)).toBeGreaterThanOrEqual(3);
    await page.screenshot({ path: ".tmp/shots/newcomer-conversation-390.png" });
    await expectMoreFolded(page);
  });

  test("/trinity: the group conversation and its composer come before the portraits", async ({ page }) => {
    const list = await openTrinityWithComposerInView(page);
    const portraits = page.getByTestId("sister-portraits");
    expect((await box(portraits)).y).toBeGreaterThan((await box(list)).y);
    await expectNoSeriousA11yViolations(page, "/trinity at 390 px");
  });
});

test.describe("on a desktop (1280 x 800)", () => {
  test.use({ viewport: DESKTOP });

  test("/trinity: the composer is on screen without scrolling", async ({ page }) => {
    const list = await openTrinityWithComposerInView(page);
    // Both portraits, the mode control and Hands & Eyes stand beside the conversation.
    for (const part of [page.getByTestId("sister-portraits"), page.getByTestId("consciousness-panel")]) {
      expect((await box(part)).x).toBeGreaterThan((await box(list)).x + (await box(list)).width);
    }
    await page.screenshot({ path: ".tmp/shots/conversation-first-trinity-1280.png" });
    await expectNoSeriousA11yViolations(page, "/trinity at 1280 px");
  });

  for (const p of CHAT_PAGES) {
    test(`${p.path}: Send is above the fold for a newcomer (the offer of a model shown), the rest folded (issue 38)`, async ({ page }) => {
      await page.addInitScript((key) => localStorage.removeItem(key), MODEL_OFFER_DISMISSED_KEY);
      const app = new AppPage(page);
      await app.goto(p.path);
      await expect(page.getByTestId("model-offer")).toBeVisible();
      const send = page.getByRole("main").getByRole("button", { name: "Send", exact: true });
      await expect(send).toBeVisible();
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      const b = await box(send);
      expect(b.y + b.height, "Send is above the fold").toBeLessThanOrEqual(DESKTOP.height);
      expect((await box(page.getByTestId("chat-input"))).y).toBeLessThan(DESKTOP.height);
      await page.screenshot({ path: `.tmp/shots/newcomer-send-1280-${p.name}.png` });
      await expectMoreFolded(page);
    });

    test(`${p.path}: the spec's layout: the portrait panel beside a 24rem conversation`, async ({ page }) => {
      const app = new AppPage(page);
      await app.goto(p.path);
      const list = page.getByTestId("message-list");
      await expect(list).toBeVisible();
      expect((await box(list)).height).toBe(SPEC_LIST_PX);
      await expect(page.getByText(p.inside)).toBeVisible();
      await expect(page.getByTestId("portrait-toggle")).toBeHidden();
      expect((await box(page.getByRole("img", { name: `Portrait of ${p.heading}` }))).width).toBeGreaterThan(150);
    });
  }
});
