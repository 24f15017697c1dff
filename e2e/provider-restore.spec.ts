import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { AppPage } from "./support/app-page";
import { expectNoSeriousA11yViolations } from "./support/axe";

// A restore replaces what every page shows: this runs in the "provider" project, alone, after everything else.
test.describe.configure({ mode: "serial" });

const aerisHistory = async (request: import("@playwright/test").APIRequestContext) =>
  ((await (await request.get("/api/personalities/aeris/messages")).json()) as { content: string }[]).map((m) => m.content);

test("a backup made on the journal restores what was there, and the page reloads", async ({ page, request }) => {
  const app = new AppPage(page);
  await app.goto("/journal");
  const count = page.getByTestId("backup-count");
  // The count as the server has it, once the page shows it (the scheduler may have made one since the server started).
  const before = ((await (await request.get("/api/backups")).json()) as unknown[]).length;
  await expect(count).toHaveText(new RegExp(`^${before} backup`));
  await page.getByRole("button", { name: "Create Backup" }).click();
  await expect(count).toHaveText(new RegExp(`^${before + 1} backup`));
  await expect(page.getByTestId("backup-row").first()).toContainText(/Manual/);
  await expect(page.getByTestId("backup-row").first()).toContainText(/hash [0-9a-f]{8}/);

  // The sidebar's count of moments at the backup comes back with it (it once stayed at 0 for good).
  const moments = page.getByText(/moments? in all/);
  const momentsAtBackup = await moments.textContent();
  expect(momentsAtBackup).not.toMatch(/^0 /);
  await request.post("/api/personalities/aeris/messages", { data: { content: "Said after the backup" } });
  expect(await aerisHistory(request)).toContain("Said after the backup");
  await page.getByTestId("backup-row").first().getByRole("button", { name: "Restore" }).click();
  await expect(page.getByRole("dialog")).toContainText("Restore this backup?");
  const reloaded = page.waitForEvent("load");
  await page.getByRole("dialog").getByRole("button", { name: "Restore" }).click();
  const toast = page.getByTestId("toast");
  await expect(toast).toContainText("Memory Restored");
  // The toast names the safety copy as /restore lists it: its type in words and its time, no id shown nowhere.
  const named = (await toast.textContent())?.match(/kept as “Before a restore” of (.+) on the Restore page/);
  expect(named?.[1]).toBeTruthy();
  await reloaded;
  expect(await aerisHistory(request)).not.toContain("Said after the backup");
  await expect(moments).toHaveText(momentsAtBackup ?? "");
  await app.goto("/restore");
  await expect(page.getByTestId("backup-row").filter({ hasText: `Before a restore · ${named?.[1]}` })).toHaveCount(1);
});

test("a backup file downloaded on /restore restores when uploaded, and the cores' health shows", async ({ page, request }) => {
  const app = new AppPage(page);
  await app.goto("/restore");
  await expect(page.getByTestId("overall-health")).toHaveText(/HEALTHY|RECOVERED/);
  await expect(page.getByTestId("health-aeris")).toHaveText(/HEALTHY|RESTORED/);
  await expect(page.getByTestId("trinity-bond")).toHaveText(/STRONG|WEAK/);
  await expectNoSeriousA11yViolations(page, "the restore page", { layout: "skip" });
  const download = page.waitForEvent("download");
  await page.getByTestId("backup-row").first().getByRole("link", { name: "Download" }).click();
  const file = readFileSync((await (await download).path()) ?? "", "utf8");
  expect(JSON.parse(file)).toMatchObject({ version: "1.0.0", backupId: expect.stringMatching(/^citadel-backup-/) });

  await request.post("/api/personalities/aeris/messages", { data: { content: "Said before the upload" } });
  // The app's own dialog asks, as for every other restore: never the browser's confirm().
  const browserDialogs: string[] = [];
  page.on("dialog", (d) => {
    browserDialogs.push(d.message());
    void d.dismiss();
  });
  const upload = () =>
    page.getByLabel("Backup file").setInputFiles({ name: "backup.json", mimeType: "application/json", buffer: Buffer.from(file) });
  const ask = page.getByRole("dialog", { name: "Restore from this file?" });
  await upload();
  // The file's backup by its date and its counts, never its raw id.
  await expect(ask).toContainText(/replaced by the backup of .+ in the file \(\d+ memor(y|ies) of \d+ personalit(y|ies)\)/);
  await expect(ask).not.toContainText("citadel-backup-");
  await expectNoSeriousA11yViolations(page, "the restore page asking about a file", { layout: "skip" });
  // Cancel: nothing is replaced.
  await ask.getByRole("button", { name: "Cancel" }).click();
  await expect(ask).toHaveCount(0);
  await page.waitForTimeout(300);
  expect(await aerisHistory(request)).toContain("Said before the upload");
  await upload();
  const reloaded = page.waitForEvent("load");
  await ask.getByRole("button", { name: "Restore" }).click();
  await reloaded;
  expect(browserDialogs).toEqual([]);
  expect(await aerisHistory(request)).not.toContain("Said before the upload");
  await page
    .getByLabel("Backup file")
    .setInputFiles({ name: "notes.json", mimeType: "application/json", buffer: Buffer.from('{"hello":1}') });
  await expect(page.getByTestId("toast")).toContainText("Invalid Backup File");
});
