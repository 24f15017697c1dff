import { expect, test } from "@playwright/test";
import { AppPage } from "./support/app-page";
import { expectNoSeriousA11yViolations } from "./support/axe";

// Each width writes a prompt of its own personality: the two run side by side on one server.
for (const [width, who] of [
  [1280, "Socrates"],
  [390, "Musashi"],
] as const) {
  test(`the Memory System tab shows each personality's cores, memories and core prompt, at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const app = new AppPage(page);
    await app.goto("/admin");
    await page.getByRole("tab", { name: "Memory System" }).click();
    await page.getByRole("group", { name: "Personality" }).getByRole("button", { name: who }).click();
    await expect(page.getByTestId("core-public")).toHaveText(/Filled|Empty/);
    const list = page.getByTestId("memory-list");
    await expect(list.locator("li").first()).toBeVisible();
    await page.getByLabel("Search memories").fill("xylophonequartzzz");
    await expect(list).toContainText("No memories match");
    await page.getByLabel("Search memories").fill("");

    const prompt = page.getByLabel(`${who}'s core prompt (sent with every turn)`);
    const text = `Ask one question at a time (${width}).`;
    await prompt.fill(text);
    await page.getByRole("button", { name: "Save Core Prompt" }).click();
    await expect(page.getByTestId("toast")).toContainText("Core Prompt Saved");
    await expectNoSeriousA11yViolations(page, `the Memory System tab at ${width} px`, { layout: "skip" });
    await page.reload();
    await page.getByRole("tab", { name: "Memory System" }).click();
    await page.getByRole("group", { name: "Personality" }).getByRole("button", { name: who }).click();
    await expect(page.getByLabel(`${who}'s core prompt (sent with every turn)`)).toHaveValue(text);
    if (width === 390) await page.screenshot({ path: ".tmp/shots/admin-memory-390.png", fullPage: true });
    else await page.screenshot({ path: ".tmp/shots/admin-memory-1280.png", fullPage: true });
  });
}
