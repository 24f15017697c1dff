import { expect, test } from "@playwright/test";
import { AppPage } from "./support/app-page";
import { expectNoSeriousA11yViolations } from "./support/axe";

// Clearing a core and signing out change what every page shares: the "provider" project, alone, at the end.
test.describe.configure({ mode: "serial" });

for (const width of [1280, 390]) {
  test(`the Privacy tab explains isolation, exports, and clears a core only when confirmed, at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const app = new AppPage(page);
    await app.goto("/admin");
    await page.getByRole("tablist", { name: "Administration" }).getByRole("tab", { name: "Privacy" }).click();
    await expect(page.getByText(/Sanctified \(now in use\)/)).toBeVisible();
    await expect(page.getByRole("link", { name: "dual" }).first()).toHaveAttribute("href", "/api/memory/aeris/export?core=dual");
    const clear = page.getByRole("button", { name: "Clear Core" });
    await expect(clear).toBeDisabled();
    const form = page.getByRole("tabpanel", { name: "Privacy" });
    await form.getByLabel("Personality", { exact: true }).selectOption("musashi");
    await form.getByLabel("Core", { exact: true }).selectOption("private");
    await page.getByLabel(/Yes, empty this core/).check();
    await clear.click();
    await expect(page.getByTestId("toast")).toContainText("Core Cleared");
    await expect(page.getByTestId("toast")).toContainText("a backup was taken first");
    await expect(page.getByRole("button", { name: "Change Access Code" })).toBeDisabled();
    await expectNoSeriousA11yViolations(page, `the Privacy tab at ${width} px`, { layout: "skip" });
  });
}
