import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { ChatPage } from "./support/chat-page";
import { CompanionsPage, portraitPng, slugOfName, uniqueName } from "./support/companion-page";
import { installSpeechSynthesis, spokenIn } from "./support/speech-synthesis-stand-in";

const SHOTS = "/tmp/shots-companions";

test("a companion is created with a portrait, greets in its chat, answers offline, is listed, edited and deleted", async ({ page }) => {
  test.setTimeout(90_000);
  const companions = new CompanionsPage(page);
  const name = uniqueName("Wren");
  const slug = slugOfName(name);
  await companions.create({
    name,
    title: "Keeper of the Lantern",
    description: "A lantern-bearer who walks the night roads.",
    personality: "patient, dry-humoured, watchful",
    scenario: "{{user}} meets {{char}} on a dark road.",
    greeting: "Evening, {{user}}. Mind the ruts; the road bites.",
    dialogue: "{{user}}: Who are you?\n{{char}}: Just a lantern on a long road. Walk with me a while.",
    portrait: portraitPng(),
  });
  const chat = new ChatPage(page, slug);
  // The page is its own: heading, sub-header, its greeting opening the chat (the owner's name in place of {{user}}).
  await expect(companions.app.heading).toHaveText(name);
  await expect(page.getByTestId("subheader-title")).toHaveText("Keeper of the Lantern");
  await expect(page).toHaveTitle(`${name} · Citadel`);
  await expect(chat.aiMessages.first()).toContainText("Mind the ruts; the road bites.");
  // Its portrait was re-encoded and shrunk by the server.
  const avatar = await page.getByTestId("subheader-avatar").getAttribute("src");
  const portrait = await page.request.get(avatar ?? "");
  expect(portrait.headers()["content-type"]).toBe("image/jpeg");
  // The sidebar lists it and leads to it.
  const sidebar = page.getByTestId("sidebar-companions");
  await expect(sidebar.getByRole("link", { name })).toHaveAttribute("aria-current", "page");

  // A turn with the offline engine, in its voice.
  await chat.send("Where does this road go?");
  await expect(chat.lastAi()).not.toBeEmpty();
  await expect(chat.lastAi()).not.toContainText("Aeris");
  await expectNoSeriousA11yViolations(page, `a companion's page at 1280 px`);
  await page.screenshot({ path: `${SHOTS}/companion-page-1280.png`, fullPage: true });

  // Its journal, a tab away: the first entry written on request, in its own words.
  await page.getByRole("tab", { name: "Journal" }).click();
  await page.getByRole("button", { name: "Create First Entry" }).click();
  await expect(page.getByRole("tabpanel", { name: "Journal" })).toContainText(`I am ${name}`);
  await expectNoSeriousA11yViolations(page, "a companion's journal tab", { layout: "skip" });
  await page.screenshot({ path: `${SHOTS}/companion-journal-1280.png` });
  await page.getByRole("tab", { name: "Conversation" }).click();

  // Edited: the new title shows at once.
  await page.getByTestId("edit-companion").click();
  const dialog = page.getByRole("dialog", { name: `Edit ${name}` });
  await dialog.getByLabel("Title", { exact: true }).fill("Warden of the Road");
  await expectNoSeriousA11yViolations(page, "the companion's edit form", { layout: "skip" });
  await page.screenshot({ path: `${SHOTS}/companion-edit-1280.png` });
  await dialog.getByRole("button", { name: "Save changes" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId("subheader-title")).toHaveText("Warden of the Road");

  // Deleted, after asking; a backup was kept first.
  await page.getByTestId("delete-companion").click();
  const confirm = page.getByRole("dialog", { name: `Delete ${name}?` });
  await expect(confirm).toContainText("A backup is kept first");
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/companions");
  await expect(chat.toast).toContainText(`${name} is deleted`);
  await expect(sidebar.getByRole("link", { name })).toHaveCount(0);
  const gone = await page.request.get(`/api/companions/${slug}`);
  expect(gone.status()).toBe(404);
});

test("the form says what is wrong and keeps what was typed", async ({ page }) => {
  const companions = new CompanionsPage(page);
  await companions.app.goto("/companions");
  await companions.field("Name").fill("Socrates");
  await companions.field("Personality").fill("curious");
  await companions.form.getByRole("button", { name: "Create companion" }).click();
  await expect(companions.form.getByRole("alert")).toContainText("one of the Citadel's own");
  await expect(companions.field("Personality")).toHaveValue("curious");
  await expect(page).toHaveURL((url) => url.pathname === "/companions");
  await expectNoSeriousA11yViolations(page, "the companions page at 1280 px");
  await page.screenshot({ path: `${SHOTS}/companions-1280.png`, fullPage: true });
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("a companion is made, found in All pages, and chatted with at 390 px", async ({ page }) => {
    const companions = new CompanionsPage(page);
    const name = uniqueName("Ivy");
    await companions.create({ name, greeting: "Oh! Hello there, {{user}}.", personality: "cheerful, curious" });
    await expectNoSeriousA11yViolations(page, "a companion's page at 390 px");
    await page.screenshot({ path: `${SHOTS}/companion-page-390.png`, fullPage: true });
    await companions.app.goto("/journal");
    await companions.app.allPagesBar.tap();
    const link = companions.app.allPagesMenu.getByTestId("all-pages-companions").getByRole("link", { name });
    await link.tap();
    await expect(page).toHaveURL((url) => url.pathname === `/c/${slugOfName(name)}`);
    const chat = new ChatPage(page, slugOfName(name));
    await expect(chat.aiMessages.first()).toContainText("Oh! Hello there");
    await chat.send("How are you today?");
    await expect(chat.lastAi()).not.toBeEmpty();
    await page.screenshot({ path: `${SHOTS}/companion-chat-390.png` });
    await page.goto("/companions");
    await expect(companions.app.heading).toHaveText("Companions");
    await page.screenshot({ path: `${SHOTS}/companions-390.png`, fullPage: true });
  });
});

// Headless Chromium has no voices and speaks nothing: the stand-in records what would be spoken, and how.
test("a companion's replies are read aloud in its own voice, rate, pitch and volume", async ({ page }) => {
  await installSpeechSynthesis(page);
  const name = uniqueName("Lark");
  const voice = { voiceName: "Google UK English Female", rate: 1.4, pitch: 0.7, volume: 0.5, providerVoice: "" };
  const made = await page.request.post("/api/companions", { data: { name, greeting: "Hello, {{user}}.", voice } });
  expect(made.status()).toBe(201);
  const chat = new ChatPage(page, slugOfName(name));
  await chat.open(`/c/${slugOfName(name)}`);
  await chat.aiMessages.first().getByRole("button", { name: "Listen" }).click();
  await expect.poll(() => spokenIn(page)).toHaveLength(1);
  const [spoken] = await spokenIn(page);
  expect(spoken).toMatchObject({ text: "Hello, Dreamer.", voice: "Google UK English Female", rate: 1.4, pitch: 0.7, volume: 0.5 });
});
