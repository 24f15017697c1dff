import { expect, type Page, test } from "@playwright/test";
import { AppPage } from "./support/app-page";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { ExportPage } from "./support/export-page";

/** What the earlier Citadel left in local storage: good entries of several kinds, one malformed, a voice and a key. */
const oldStorage = (tag: string) => ({
  aeris_memory: JSON.stringify([
    { role: "user", content: `The lantern by the sea ${tag}`, timestamp: "2025-02-01T10:00:00.000Z", importance: 8 },
    { role: "ai", content: `I kept its light for you ${tag}`, timestamp: "2025-02-01T10:00:01.000Z" },
  ]),
  NOVA_PUBLIC_MEMORY: JSON.stringify({
    memories: [{ role: "assistant", content: `Starlight over the nave ${tag}`, timestamp: "2025-02-02T00:00:00.000Z" }],
  }),
  aeris_trinity_core: "{broken",
  "citadel-voice-settings": JSON.stringify({ aeris: { rate: 1, pitch: 1, volume: 1 } }),
  openai_api_key: btoa("sk-earlier-citadel-9876"),
});

async function fillStorage(page: Page, entries: Record<string, string>) {
  await page.evaluate((all) => {
    for (const [key, value] of Object.entries(all)) window.localStorage.setItem(key, value);
    window.localStorage.removeItem("citadel-legacy-move-in");
  }, entries);
  await page.reload();
}

/** The memories holding exactly these words (the search finds related ones too). */
const memories = async (request: import("@playwright/test").APIRequestContext, name: string, q: string) =>
  (
    (await (await request.get(`/api/memory/${name}/items?core=public&q=${encodeURIComponent(q)}`)).json()) as {
      items: { content: string }[];
    }
  ).items
    .map((m) => m.content)
    .filter((content) => content.includes(q));

for (const width of [1280, 390]) {
  test(`the old app's local storage moves to the server once, at ${width} px`, async ({ page, request }) => {
    const tag = `w${width}-${Date.now()}`;
    await page.setViewportSize({ width, height: 900 });
    const app = new AppPage(page);
    await app.goto("/");
    await fillStorage(page, oldStorage(tag));
    const dialog = page.getByTestId("legacy-move-in");
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("list", { name: "Found in this browser" })).toContainText("memory lists: 1 (2 items)");
    await expect(dialog.getByRole("list", { name: "Found in this browser" })).toContainText("memory cores: 1 (1 item)");
    await expect(dialog.getByRole("list", { name: "Cannot be read" })).toContainText("aeris_trinity_core: not readable (not JSON)");
    await expect(dialog).toContainText("An API key from the earlier Citadel was found (…9876)");
    await expectNoSeriousA11yViolations(page, `the move-in offer at ${width} px`, { layout: "skip" });
    await page.screenshot({ path: `.tmp/shots/legacy-move-in-${width}.png` });

    await dialog.getByRole("button", { name: "Move to the server" }).click();
    await expect(dialog.getByTestId("legacy-report")).toContainText("Added: 3 memories.");
    expect(await memories(request, "aeris", `lantern by the sea ${tag}`)).toEqual([`The lantern by the sea ${tag}`]);
    expect(await memories(request, "nova", `Starlight over the nave ${tag}`)).toHaveLength(1);
    // Nothing leaves the browser until the owner confirms.
    expect(await page.evaluate(() => window.localStorage.getItem("aeris_memory"))).not.toBeNull();
    await dialog.getByRole("button", { name: "Remove the old copies from this browser" }).click();
    await dialog.getByRole("button", { name: "Remove them" }).click();
    await expect(dialog).toBeHidden();
    const left = await page.evaluate(() => Object.keys(window.localStorage));
    expect(left).not.toContain("aeris_memory");
    expect(left).not.toContain("openai_api_key");
    // Voices belong to the device: the app goes on using them here.
    expect(left).toContain("citadel-voice-settings");

    // Offered once: a reload asks nothing.
    await page.reload();
    await app.expectLoaded();
    await expect(dialog).toHaveCount(0);

    // The same entries again add nothing.
    await fillStorage(page, oldStorage(tag));
    await dialog.getByRole("button", { name: "Move to the server" }).click();
    await expect(dialog.getByTestId("legacy-report")).toContainText("Added: nothing.");
    await expect(dialog.getByTestId("legacy-report")).toContainText("Already here: 3 memories.");
    expect(await memories(request, "aeris", `lantern by the sea ${tag}`)).toHaveLength(1);
    await dialog.getByRole("button", { name: "Keep them for now" }).click();
  });
}

test("the old provider key is offered to the API Keys page, filled in but not saved", async ({ page, request }) => {
  const app = new AppPage(page);
  await app.goto("/");
  await fillStorage(page, { openai_api_key: btoa("sk-earlier-citadel-9876"), nova_memory: "[]" });
  await page.getByRole("button", { name: "Use it on the API Keys page" }).click();
  await expect(page).toHaveURL(/\/api-dashboard$/);
  await expect(page.getByTestId("provider-key")).toHaveValue("sk-earlier-citadel-9876");
  await expect(page.getByTestId("offered-key-note")).toBeVisible();
  const provider = (await (await request.get("/api/provider")).json()) as { servers: { openai: { keyHint: string | null } } };
  expect(provider.servers.openai.keyHint).toBeNull();
});

test("a SillyTavern chat file goes into the chosen personality's chat once, and the move-in can be asked for again", async ({
  page,
  request,
}) => {
  const tag = `st-${Date.now()}`;
  const file = [
    JSON.stringify({ user_name: "You", character_name: "Seraphina" }),
    JSON.stringify({ name: "Seraphina", is_user: false, send_date: "2024-03-05T12:00:00.000Z", mes: `Welcome to the glade ${tag}` }),
    JSON.stringify({ name: "You", is_user: true, send_date: "2024-03-05T12:01:00.000Z", mes: `Thank you ${tag}` }),
  ].join("\n");
  const app = new AppPage(page);
  await app.goto("/export");
  const exportPage = new ExportPage(page);
  const panel = await exportPage.tab("Bulk Export");
  await panel.getByLabel("Into the chat with").selectOption("musashi");
  const upload = { name: "seraphina.jsonl", mimeType: "application/jsonl", buffer: Buffer.from(file) };
  await panel.getByLabel("SillyTavern chat file").setInputFiles(upload);
  await expect(page.getByTestId("toast").first()).toContainText("Added to Musashi's chat: 1 conversation, 2 messages, 2 memories");
  const chat = (await (await request.get("/api/personalities/musashi/messages")).json()) as {
    content: string;
    isFromAI: boolean;
    timestamp: string;
  }[];
  expect(chat.filter((m) => m.content.includes(tag)).map((m) => [m.isFromAI, m.timestamp])).toEqual([
    [true, "2024-03-05T12:00:00.000Z"],
    [false, "2024-03-05T12:01:00.000Z"],
  ]);
  await panel.getByLabel("SillyTavern chat file").setInputFiles(upload);
  await expect(panel.getByTestId("import-added").last()).toHaveText("nothing");
  await expectNoSeriousA11yViolations(page, "the Bulk Export tab with its import cards", { layout: "skip" });

  // Declined once, the move-in is asked for again from here while the old data is still in the browser.
  await page.evaluate(() => {
    window.localStorage.setItem(
      "aeris_memory",
      JSON.stringify([{ role: "user", content: "again", timestamp: "2025-03-01T00:00:00.000Z" }]),
    );
    window.localStorage.setItem("citadel-legacy-move-in", "declined");
  });
  await page.reload();
  await app.expectLoaded();
  await expect(page.getByTestId("legacy-move-in")).toHaveCount(0);
  await (await exportPage.tab("Bulk Export")).getByRole("button", { name: "Move In" }).click();
  await expect(page.getByTestId("legacy-move-in")).toContainText("memory lists: 1 (1 item)");
  await page.getByRole("button", { name: "Not now" }).click();
});

test("a SillyTavern file none of whose lines can be read is refused, saying why, and nothing is stored", async ({ page, request }) => {
  const before = (await (await request.get("/api/personalities/socrates/messages")).json()) as unknown[];
  const app = new AppPage(page);
  await app.goto("/export");
  const panel = await new ExportPage(page).tab("Bulk Export");
  await panel.getByLabel("Into the chat with").selectOption("socrates");
  const unreadable = ["this is not json", JSON.stringify({ user_name: "You", character_name: "Seraphina" }), "{broken"].join("\n");
  await panel
    .getByLabel("SillyTavern chat file")
    .setInputFiles({ name: "broken.jsonl", mimeType: "application/jsonl", buffer: Buffer.from(unreadable) });
  const reason = "Nothing was imported. No message could be read: line 1 is not JSON; line 3 is not JSON";
  const toast = page.getByTestId("toast").first();
  await expect(toast).toContainText("Import Failed");
  await expect(toast).toContainText(reason);
  await expect(toast).not.toContainText("already here");
  // The reason stays on the card after the toast has gone, and no report of an import is shown.
  await expect(panel.getByTestId("import-refused")).toHaveText(reason);
  await expect(panel.getByTestId("import-report")).toHaveCount(0);
  expect(await (await request.get("/api/personalities/socrates/messages")).json()).toEqual(before);
  await expectNoSeriousA11yViolations(page, "the Bulk Export tab with a refused SillyTavern file", { layout: "skip" });
  await panel.getByTestId("import-refused").scrollIntoViewIfNeeded();
  await page.screenshot({ path: ".tmp/shots/sillytavern-refused-1280.png" });
  await page.setViewportSize({ width: 390, height: 844 });
  await panel.getByTestId("import-refused").scrollIntoViewIfNeeded();
  await page.screenshot({ path: ".tmp/shots/sillytavern-refused-390.png" });
});
