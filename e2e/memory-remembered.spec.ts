import { expect, test } from "@playwright/test";
import { AppPage } from "./support/app-page";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { ChatPage } from "./support/chat-page";
import { seedTurns } from "./support/server-api";

// Memory the owner can see (issue 28). Each width uses a personality of its own: the two run side by side on one server.
for (const [width, name, title, path] of [
  [1280, "nova", "Nova", "/nova"],
  [390, "musashi", "Musashi", "/musashi"],
] as const) {
  test(`what a reply remembered, shown under it and linked to where it was said; the memory corrected, pinned and deleted, at ${width} px`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    // A mark of this run: the server's data outlives a run.
    const run = `${width}x${Date.now().toString(36)}`;
    const fact = `My sister Ottoline keeps bees on a rooftop in Valparaiso (${run})`;
    const said = await request.post(`/api/personalities/${name}/messages`, { data: { content: fact, consciousnessMode: "sanctified" } });
    expect(said.ok()).toBe(true);
    // Enough after it that it leaves the working memory and has to be recalled.
    await seedTurns(request, name, 10, `Small talk ${width}`);

    const chat = new ChatPage(page, name);
    await chat.open(path);
    await chat.send("Where does Ottoline keep her bees?");
    const reply = chat.lastAi().locator("xpath=..");
    const remembered = reply.getByTestId("remembered");
    await remembered.getByText("What was remembered").click();
    await expect(remembered.locator("summary")).toHaveText(/Remembered \d+ things?/);
    // The owner's own words (the offline reply quotes them too).
    const item = remembered.getByTestId("remembered-item").filter({ has: page.getByText(fact, { exact: true }) });
    await expect(item).toContainText("said");
    await expectNoSeriousA11yViolations(page, `what a reply remembered at ${width} px`, { layout: "skip" });
    await page.screenshot({ path: `.tmp/shots/remembered-${width}.png` });

    // Where it was said: the owner's message, far up the conversation, brought into view and marked.
    await item.getByRole("button", { name: "Show where it was said" }).click();
    const source = chat.ownerMessages.filter({ hasText: fact });
    await expect(source).toBeInViewport();
    await expect(page.locator("[data-highlighted]").filter({ hasText: fact })).toHaveCount(1);
    await page.screenshot({ path: `.tmp/shots/remembered-source-${width}.png` });

    // The Memory System tab: the same memory pinned, corrected, then deleted.
    const app = new AppPage(page);
    await app.goto("/admin");
    await page.getByRole("tab", { name: "Memory System" }).click();
    await page.getByRole("group", { name: "Personality" }).getByRole("button", { name: title }).click();
    await page.getByLabel("Search memories").fill(run);
    const found = page.getByTestId("memory-item").filter({ has: page.getByText(fact, { exact: true }) });
    await expect(found).toHaveCount(1);
    // The row by the memory's id: its words change below.
    const row = page.locator(`[data-memory-id="${await found.getAttribute("data-memory-id")}"]`);
    await row.getByRole("button", { name: "Pin" }).click();
    await expect(page.getByTestId("toast")).toContainText("Memory Pinned");
    await expect(row.getByRole("button", { name: "Unpin" })).toHaveAttribute("aria-pressed", "true");
    await row.getByRole("button", { name: "Correct" }).click();
    const corrected = `My sister Ottoline keeps bees in Santiago (${run})`;
    await row.getByLabel("Correct this memory").fill(corrected);
    await expectNoSeriousA11yViolations(page, `correcting a memory at ${width} px`, { layout: "skip" });
    await page.screenshot({ path: `.tmp/shots/memory-correct-${width}.png`, fullPage: true });
    await row.getByRole("button", { name: "Save" }).click();
    await expect(row.getByText(corrected, { exact: true })).toBeVisible();
    await expect(row).toContainText("Pinned");
    await page.screenshot({ path: `.tmp/shots/memory-pinned-${width}.png`, fullPage: true });

    await row.getByRole("button", { name: "Delete" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete this memory?" });
    await expect(dialog).toBeVisible();
    await expectNoSeriousA11yViolations(page, `deleting a memory at ${width} px`, { layout: "skip" });
    await dialog.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByTestId("toast")).toContainText("Memory Deleted");
    await expect(row).toHaveCount(0);
  });
}
