import { expect, test } from "@playwright/test";
import { AppPage } from "./support/app-page";
import { expectNoSeriousA11yViolations } from "./support/axe";

for (const width of [1280, 390]) {
  test(`the Analytics tab draws its charts, each with a table for screen readers, at ${width} px`, async ({ page, request }) => {
    // Aeris, whose history every parallel test shares already (Socrates's long-history test counts on his).
    await request.post("/api/personalities/aeris/messages", { data: { content: "Count me in the charts" } });
    await page.setViewportSize({ width, height: 900 });
    const app = new AppPage(page);
    await app.goto("/admin");
    await page.getByRole("tab", { name: "Analytics" }).click();
    const figures = page.getByRole("figure");
    await expect(figures).toHaveCount(5);
    await expect(figures.first().locator(".recharts-wrapper > svg.recharts-surface")).toBeVisible();
    // The numbers behind the first chart, as a table: today's row counts Aeris.
    const table = page.getByRole("table", { name: /Messages per day/ });
    await expect(table.locator("tbody tr").last().locator("td").nth(0)).not.toHaveText("0");
    // The legend names each personality as the pages do (issue 38): "Aeris", never the id "aeris".
    const legend = figures.first().locator(".recharts-legend-item-text");
    await expect(legend.filter({ hasText: /^Aeris$/ })).toHaveCount(1);
    await expect(legend.filter({ hasText: /^aeris$/ })).toHaveCount(0);
    await expect(page.getByTestId("isolation-status")).toContainText(/reading and writing the (public|private) core only/);
    await expectNoSeriousA11yViolations(page, `the Analytics tab at ${width} px`, { layout: "skip" });
    await page.screenshot({ path: `.tmp/shots/admin-analytics-${width}.png`, fullPage: true });
  });
}
