import { readFileSync } from "node:fs";
import { type APIRequestContext, expect, type Request, test } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { ExportPage, exportThroughApi } from "./support/export-page";

const SHOTS = ".tmp/shots";

/** Words no other test writes, so a search finds only what this test said. */
const mark = (label: string) => `${label}${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

async function say(api: APIRequestContext, name: string, content: string, groupTurn?: string): Promise<void> {
  const res = await api.post(`/api/personalities/${name}/messages`, { data: { content, ...(groupTurn ? { groupTurn } : {}) } });
  expect(res.ok(), `POST /api/personalities/${name}/messages answered ${res.status()}`).toBe(true);
}

/**
 * A turn of the Trinity group chat, a chat with Aeris and one with Nova, each holding `word`; Nova's also `${word}star`.
 * Replies may recall earlier lines, so the line only one conversation may hold is said last.
 */
async function seedChats(api: APIRequestContext, word: string): Promise<void> {
  const turn = `turn-${word}`.slice(0, 64);
  await Promise.all(["aeris", "nova"].map((name) => say(api, name, `${word} sisters, are you there?`, turn)));
  await say(api, "aeris", `${word} the rose window glows tonight`);
  await say(api, "nova", `${word} sing me the ${word}star`);
}

const isExportPost = (r: Request) => r.method() === "POST" && new URL(r.url()).pathname === "/api/exports";

test("conversations are listed, searched, filtered, ticked, and exported as JSON holding the seeded words", async ({ page, request }) => {
  const word = mark("lantern");
  await seedChats(request, word);
  const exp = new ExportPage(page);
  await exp.open();
  await expect(exp.rows.filter({ hasText: "Chat with Aeris" })).toBeVisible();
  await expect(exp.rows.filter({ hasText: "Chat with Nova" })).toBeVisible();
  const aeris = exp.rows.filter({ hasText: "Chat with Aeris" });
  await expect(aeris.getByTestId("conversation-type")).toHaveText("Chat");
  await expect(aeris).toContainText("Dreamer, Aeris");
  await expect(aeris).toContainText(/\d+ messages?/);

  // The server searches every line: the word is in these three conversations only.
  await exp.search.fill(word);
  await expect(exp.rows).toHaveCount(3);
  await exp.search.fill(`${word}star`);
  await expect(exp.rows).toHaveCount(1);
  await expect(exp.rows).toContainText("Chat with Nova");
  await exp.search.fill(word);
  await expect(exp.rows).toHaveCount(3);

  await exp.type.selectOption({ label: "Trinity group chat" });
  await expect(exp.rows).toHaveCount(1);
  await expect(exp.rows.getByTestId("conversation-type")).toHaveText("Trinity group chat");
  await exp.type.selectOption({ label: "Chat" });
  await expect(exp.rows).toHaveCount(2);
  await exp.type.selectOption({ label: "All types" });
  await expect(exp.rows).toHaveCount(3);

  await page.getByRole("button", { name: "Select All" }).click();
  await expect(exp.selectedCount).toHaveText("3 selected");
  for (const box of await page.getByRole("list", { name: "Conversations" }).getByRole("checkbox").all()) await expect(box).toBeChecked();
  await page.getByRole("button", { name: "Clear", exact: true }).click();
  await expect(exp.selectedCount).toHaveText("0 selected");

  // With none ticked, nothing is sent.
  const sent: Request[] = [];
  page.on("request", (r) => isExportPost(r) && sent.push(r));
  await exp.exportAs("JSON").click();
  await exp.expectToast("No Selection", "Please select conversations to export");
  expect(sent).toEqual([]);

  // The checkbox is named by the conversation's title and topic (its opening words, perhaps another test's).
  const aerisBox = aeris.getByRole("checkbox");
  await expect(aerisBox).toHaveAccessibleName(/^Chat with Aeris \S/);
  await aerisBox.check();
  await expect(exp.selectedCount).toHaveText("1 selected");
  const download = page.waitForEvent("download");
  await exp.exportAs("JSON").click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^citadel-conversations-\d{4}-\d{2}-\d{2}\.json$/);
  type Doc = { format: string; conversations: { id: string; messages: { content: string }[] }[] };
  const doc = JSON.parse(readFileSync(await file.path(), "utf8")) as Doc;
  expect(doc.format).toBe("citadel-conversations");
  expect(doc.conversations.map((c) => c.id)).toEqual(["chat:aeris"]);
  expect(doc.conversations[0]?.messages.map((m) => m.content)).toContain(`${word} the rose window glows tonight`);
  await exp.expectToast("Export Complete");
  expect(sent).toHaveLength(1);
});

test("a bulk export shows its progress and downloads a zip; the Archive lists and removes; its import adds nothing", async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  await seedChats(request, mark("bulk"));
  const selectionId = await exportThroughApi(request, { scope: "selection", format: "txt", conversations: ["chat:nova"] });
  const exp = new ExportPage(page);
  await exp.open();
  const bulk = await exp.tab("Bulk Export");

  const started = page.waitForResponse((r) => isExportPost(r.request()));
  const download = page.waitForEvent("download");
  await bulk.getByRole("button", { name: "Export Everything" }).click();
  await expect(exp.progress).toBeVisible();
  const bulkId = ((await (await started).json()) as { id: number }).id;
  const zip = await download;
  expect(zip.suggestedFilename()).toMatch(/^citadel-bulk-export-\d{4}-\d{2}-\d{2}\.zip$/);
  const zipPath = await zip.path();
  expect(readFileSync(zipPath).subarray(0, 2).toString("latin1")).toBe("PK");
  await exp.expectToast("Export Complete");
  await expect(exp.progress).toHaveAttribute("aria-valuenow", "100");
  await expect(exp.job).toHaveAttribute("data-status", "ready");

  await exp.tab("Archive");
  const bulkRow = exp.archiveRow(bulkId);
  const selectionRow = exp.archiveRow(selectionId);
  await expect(bulkRow).toContainText(/citadel-bulk-export-.*\.zip/);
  await expect(bulkRow).toContainText(/\d+(\.\d)? (KB|MB)/);
  await expect(bulkRow).toContainText(/\d+ conversations?, \d+ messages?/);
  await expect(bulkRow.getByTestId("export-status")).toHaveText("Ready");
  await expect(bulkRow.getByRole("link", { name: /^Download/ })).toHaveAttribute("href", `/api/exports/${bulkId}/file`);
  await expect(selectionRow).toContainText(/citadel-conversations-.*\.txt/);

  // Remove asks first; Cancel keeps it, Remove removes it.
  await selectionRow.getByRole("button", { name: /^Remove/ }).click();
  const dialog = page.getByRole("dialog", { name: "Remove this export?" });
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(selectionRow).toBeVisible();
  await selectionRow.getByRole("button", { name: /^Remove/ }).click();
  await dialog.getByRole("button", { name: "Remove" }).click();
  await expect(selectionRow).toHaveCount(0);
  await expect(bulkRow).toBeVisible();
  expect((await request.get(`/api/exports/${selectionId}`)).status()).toBe(404);

  // The bulk export imported back: what is in it is already here (other tests share this server and may have edited a
  // message since, which is then added), and importing it a second time adds nothing at all.
  const card = await exp.tab("Bulk Export");
  // The archive holds the whole shared server (every spec's chats, companions and memories so far): reading it back
  // takes seconds on a busy machine, so the result is awaited longer than a click's answer.
  const importing = { timeout: 20_000 };
  await exp.importInput.setInputFiles(zipPath);
  await expect(exp.importSkipped).toContainText(/\d+ conversations?, \d+ messages?/, importing);
  await exp.expectToast("Import Complete");
  await exp.importInput.setInputFiles(zipPath);
  await expect(exp.importAdded).toHaveText("nothing", importing);
  await expect(card.getByRole("list", { name: "Import problems" })).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/bulk-after-import-1280.png`, fullPage: true });

  await exp.importInput.setInputFiles({ name: "notes.zip", mimeType: "application/zip", buffer: Buffer.from("not a zip at all") });
  await exp.expectToast("Import Failed", "not a Citadel export archive");
});

for (const width of [1280, 390]) {
  test(`every tab of the Export page fits ${width} px and is axe-clean; /restore offers the import`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: 900 });
    await seedChats(request, mark("fit"));
    await exportThroughApi(request, { scope: "selection", format: "zip", conversations: ["chat:aeris", "group:trinity"] });
    const exp = new ExportPage(page);
    await exp.open();
    await expect(exp.rows.first()).toBeVisible();
    await exp.expectNoSidewaysScroll(width);
    await expectNoSeriousA11yViolations(page, `the Conversations tab at ${width} px`, { layout: "skip" });
    await page.screenshot({ path: `${SHOTS}/conversations-${width}.png`, fullPage: true });

    const bulk = await exp.tab("Bulk Export");
    await expect(bulk.getByRole("heading", { name: "Import an archive" })).toBeVisible();
    await exp.expectNoSidewaysScroll(width);
    await expectNoSeriousA11yViolations(page, `the Bulk Export tab at ${width} px`, { layout: "skip" });
    await page.screenshot({ path: `${SHOTS}/bulk-${width}.png`, fullPage: true });

    await exp.tab("Archive");
    await expect(exp.archiveRows.first()).toBeVisible();
    await exp.expectNoSidewaysScroll(width);
    await expectNoSeriousA11yViolations(page, `the Archive tab at ${width} px`, { layout: "skip" });
    await page.screenshot({ path: `${SHOTS}/archive-${width}.png`, fullPage: true });

    await exp.app.goto("/restore");
    await expect(page.getByRole("heading", { name: "Import an archive" })).toBeVisible();
    await exp.expectNoSidewaysScroll(width);
    await page.screenshot({ path: `${SHOTS}/restore-${width}.png`, fullPage: true });
  });
}
