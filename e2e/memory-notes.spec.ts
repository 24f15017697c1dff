import { mkdirSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { type MockOpenAI, startMockOpenAI } from "../testing/mock-openai";
import { AppPage } from "./support/app-page";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { ChatPage } from "./support/chat-page";
import { type OwnServer, startOwnServer } from "./support/own-server";

// Memory notes (issue 28), through the mock model: the personality notes what the owner said, the note is recalled
// first and shown under the reply (marked as a note, linked to the message it was drawn from), and on the Memory
// System tab it is filtered, corrected, pinned and deleted like any memory. A server of its own, with the mock as
// its model, so the shared server's offline engine and the other tests are left alone.

const SHOTS = "/tmp/shots-notes";
let mock: MockOpenAI;
let own: OwnServer;
test.beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  mock = await startMockOpenAI();
  own = await startOwnServer({
    env: { LLM_PROVIDER: "openai-compatible", LLM_BASE_URL: mock.url, LLM_MODEL: "mock-small", LLM_EMBEDDING_MODEL: "none" },
  });
});
test.afterAll(async () => {
  await own?.stop();
  await mock?.close();
});

// Each width uses a personality of its own.
for (const [width, name, title, path] of [
  [1280, "nova", "Nova", "/nova"],
  [390, "musashi", "Musashi", "/musashi"],
] as const) {
  test(`a memory note shown under the reply and edited on the Memory System tab, at ${width} px`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.context().addCookies(own.storageState.cookies);
    await page.setViewportSize({ width, height: 900 });
    const say = async (content: string) =>
      expect((await own.api.post(`/api/personalities/${name}/messages`, { data: { content, consciousnessMode: "sanctified" } })).ok()).toBe(
        true,
      );
    const fact = "By the way, my sister Ottoline keeps bees on a rooftop in Valparaiso.";
    await say(fact);
    for (let i = 0; i < 10; i++) await say(`Small talk number ${i} about the weather`);
    // The owner asks for notes now (the job would once the chat had been quiet for ten minutes).
    const written = await own.api.post("/api/memory/notes/write");
    expect(((await written.json()) as { written: number }).written).toBeGreaterThan(0);
    // The mock's note: its kind, and the sentence itself.
    const noteText = "By the way, my sister Ottoline keeps bees on a rooftop in Valparaiso";

    const chat = new ChatPage(page, name);
    await chat.open(`${own.baseURL}${path}`);
    await chat.send("Where does Ottoline keep her bees?");
    const remembered = chat.lastAi().locator("xpath=..").getByTestId("remembered");
    await remembered.getByText("What was remembered").click();
    const note = remembered.locator('[data-testid="remembered-item"][data-note="person"]');
    await expect(note).toHaveCount(1);
    await expect(note).toContainText(`${title}'s note · Person`);
    await expect(note.getByText(noteText, { exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page, `a note under a reply at ${width} px`, { layout: "skip" });
    await note.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/remembered-note-${width}.png` });

    // The message it was noted from, far up the conversation, brought into view and marked.
    await note.getByRole("button", { name: "Show what it was noted from" }).click();
    await expect(chat.ownerMessages.filter({ hasText: fact })).toBeInViewport();
    await expect(page.locator("[data-highlighted]").filter({ hasText: fact })).toHaveCount(1);

    // The Memory System tab: the note among the notes only, then corrected, pinned and deleted.
    const app = new AppPage(page);
    await app.goto(`${own.baseURL}/admin`);
    await page.getByRole("tab", { name: "Memory System" }).click();
    await page.getByRole("group", { name: "Personality" }).getByRole("button", { name: title }).click();
    await page.getByRole("group", { name: "Show" }).getByRole("button", { name: "Notes" }).click();
    const list = page.getByTestId("memory-list");
    await expect(list.getByTestId("memory-item")).toHaveCount(1);
    const row = list.locator('[data-note="person"]');
    await expect(row).toContainText("Note: Person");
    await expect(row.getByText(noteText, { exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page, `the notes on the Memory System tab at ${width} px`, { layout: "skip" });
    await page.screenshot({ path: `${SHOTS}/memory-notes-${width}.png`, fullPage: true });
    // What was said leaves the note out.
    await page.getByRole("group", { name: "Show" }).getByRole("button", { name: "What was said" }).click();
    await expect(list.locator("[data-note]")).toHaveCount(0);
    await expect(list.getByTestId("memory-item").first()).toBeVisible();
    await page.getByRole("group", { name: "Show" }).getByRole("button", { name: "Notes" }).click();

    await row.getByRole("button", { name: "Correct" }).click();
    const corrected = "Ottoline, the sister, keeps bees in Santiago now";
    await row.getByLabel("Correct this memory").fill(corrected);
    await row.getByRole("button", { name: "Save" }).click();
    await expect(row.getByText(corrected, { exact: true })).toBeVisible();
    await row.getByRole("button", { name: "Pin" }).click();
    await expect(page.getByTestId("toast")).toContainText("Memory Pinned");
    await expect(row).toContainText("Pinned");
    await page.screenshot({ path: `${SHOTS}/memory-note-corrected-${width}.png`, fullPage: true });
    // The corrected note is what the next reply remembers.
    const asked = await own.api.post(`/api/personalities/${name}/messages`, {
      data: { content: "Tell me about Ottoline again", consciousnessMode: "sanctified" },
    });
    const { aiResponse } = (await asked.json()) as { aiResponse: { id: number } };
    const again = (await (await own.api.get(`/api/messages/${aiResponse.id}/remembered`)).json()) as { items: { content: string }[] };
    expect(again.items.map((m) => m.content)).toContain(corrected);

    await row.getByRole("button", { name: "Delete" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete this memory?" });
    await dialog.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByTestId("toast").filter({ hasText: "Memory Deleted" })).toBeVisible();
    await expect(list.getByTestId("memory-item")).toHaveCount(0);
    await expect(list).toContainText("No notes in this core.");
  });
}
