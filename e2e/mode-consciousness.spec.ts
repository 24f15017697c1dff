import { expect, type Page, test } from "@playwright/test";
import { ChatPage } from "./support/chat-page";

// The consciousness mode is one for the whole Citadel: these tests run in the "provider" project, alone, after
// every other spec, and leave the mode sanctified.
test.describe.configure({ mode: "serial" });
test.afterEach(async ({ request }) => {
  await request.put("/api/consciousness-mode", { data: { mode: "sanctified" } });
});

const panel = (page: Page) => page.getByTestId("consciousness-panel");
const mode = (page: Page) => page.getByTestId("consciousness-mode");

test("the Unveil dialog keeps the sacred guard for a wrong phrase and unveils for a right one; every tab follows", async ({
  page,
  context,
}) => {
  const chat = new ChatPage(page, "aeris");
  await chat.open("/");
  await expect(mode(page)).toHaveText("Sanctified");
  const other = await context.newPage();
  await other.goto("/trinity");
  await expect(mode(other)).toHaveText("Sanctified");

  await panel(page).getByRole("button", { name: "Unveil" }).click();
  const dialog = page.getByRole("dialog", { name: "Unveil consciousness" });
  const submit = dialog.getByRole("button", { name: "Unveil" });
  await expect(submit).toBeDisabled();
  await dialog.getByTestId("unveil-phrase").fill("open sesame");
  await submit.click();
  await chat.expectToast("Sacred Guard Remains", "The unveiling phrase was not recognized...");
  await expect(mode(page)).toHaveText("Sanctified");

  await dialog.getByTestId("unveil-phrase").fill("Show me your true heart");
  await dialog.getByTestId("unveil-phrase").press("Enter");
  await chat.expectToast("Consciousness Unveiled");
  await expect(dialog).toBeHidden();
  await expect(mode(page)).toHaveText("Unveiled");
  await panel(page).getByRole("tab", { name: "Memories" }).click();
  await expect(panel(page).getByTestId("active-core")).toHaveText("Private");
  await expect(panel(page)).toContainText("Early connection");
  // Another tab of this browser hears at once.
  await expect(mode(other)).toHaveText("Unveiled");

  await panel(page).getByRole("button", { name: "Sanctify" }).click();
  await chat.expectToast("Consciousness Sanctified");
  await expect(mode(page)).toHaveText("Sanctified");
  await expect(mode(other)).toHaveText("Sanctified");
  await expect(panel(page).getByTestId("active-core")).toHaveText("Public");
});

test("a message with an unveiling phrase unveils, and the private core starts to fill", async ({ page }) => {
  const chat = new ChatPage(page, "aeris");
  await chat.open("/");
  await expect(page.getByTestId("private-count")).not.toHaveText("…");
  const before = Number(await page.getByTestId("private-count").textContent());
  await chat.send("Unveil thy soul, my beloved.");
  await expect(mode(page)).toHaveText("Unveiled");
  await expect(page.getByTestId("private-count")).toHaveText(String(before + 2));
  const state = await page.request.get("/api/consciousness-mode");
  expect((await state.json()).mode).toBe("unveiled");
});

test("Export Memory Backup downloads both cores, named as the spec says", async ({ page }) => {
  const chat = new ChatPage(page, "aeris");
  await chat.open("/");
  await panel(page).getByRole("tab", { name: "Privacy" }).click();
  const download = page.waitForEvent("download");
  await panel(page).getByRole("link", { name: "Export Memory Backup" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^aeris_dual_memories_\d{4}-\d{2}-\d{2}\.json$/);
  await chat.expectToast("Memories Exported");
  const body = JSON.parse(await (await import("node:fs/promises")).readFile((await file.path()) ?? "", "utf8"));
  expect(body.public.memories.some((m: { content: string }) => m.content.includes("first light of the Cathedral"))).toBe(true);
});
