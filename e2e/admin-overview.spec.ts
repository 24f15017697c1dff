import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { AppPage } from "./support/app-page";
import { expectNoSeriousA11yViolations } from "./support/axe";

for (const width of [1280, 390]) {
  test(`the Overview's status is read from the server: who answers, the last backup and journal, and the next runs, at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const app = new AppPage(page);
    await app.goto("/admin");
    await expect(page.getByRole("heading", { name: /^Welcome back, / })).toBeVisible();
    await expect(page.getByTestId("status-answering")).toContainText(/Offline engine|OpenAI|Local model/);
    await expect(page.getByTestId("status-memory-integration")).toHaveText(/^(HEALTHY|RECOVERED), Trinity bond (STRONG|WEAK)$/);
    // The server makes the day's backup and the journal's entries at start, on its own.
    await expect(page.getByTestId("status-last-backup")).not.toHaveText("none yet");
    // Its type in words, as /restore lists it (never the stored name, such as "pre_restore").
    await expect(page.getByTestId("status-last-backup")).toHaveText(/^(Daily|Manual|Scheduled|Corruption detected|Before a restore) · /);
    await expect(page.getByTestId("status-last-journal-entry")).not.toHaveText("none yet");
    await expect(page.getByTestId("status-journal-entries")).toContainText(/^next /);
    await expect(page.getByTestId("status-integrity-check")).toContainText(/^next /);
    // The version the server runs (package.json's), as GET /api/status tells it.
    const { version } = JSON.parse(readFileSync("package.json", "utf8")) as { version: string };
    await expect(page.getByTestId("status-version")).toHaveText(`Citadel ${version}`);
    await expectNoSeriousA11yViolations(page, `the admin Overview at ${width} px`, { layout: "skip" });
    await page.screenshot({ path: `.tmp/shots/admin-overview-${width}.png`, fullPage: true });
  });
}
