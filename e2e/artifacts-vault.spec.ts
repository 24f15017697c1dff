import { expect, test } from "@playwright/test";
import { AppPage } from "./support/app-page";
import { expectNoSeriousA11yViolations } from "./support/axe";

for (const width of [1280, 390]) {
  test(`the Artifacts Vault shows every artifact of /artifacts.json, its progress measured from real data, at ${width} px`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const file = (await (await request.get("/artifacts.json")).json()) as Record<string, { progress: number; earned: boolean }>;
    expect(Object.keys(file).length).toBeGreaterThanOrEqual(12);
    // A backup is a real milestone: the First Vault Key is earned by it, whatever the file says (0%, not earned).
    expect((await request.post("/api/backups", { data: {} })).ok()).toBe(true);
    expect(file["vault-key"]).toMatchObject({ progress: 0, earned: false });
    const figures = (await (await request.get("/api/milestones")).json()) as { messages: Record<string, number> };
    const app = new AppPage(page);
    await app.goto("/artifacts-vault");
    await expect(page.getByRole("list", { name: "Artifacts" }).getByRole("listitem")).toHaveCount(Object.keys(file).length);
    const key = page.getByTestId("artifact-vault-key");
    await expect(key.getByTestId("artifact-badge")).toHaveText("Earned");
    await expect(key.getByTestId("artifact-progress")).toHaveText("100%");
    // Nova's prism stands where her real message count puts it (100 messages for the whole).
    const nova = Math.min(100, Math.floor(((figures.messages.nova ?? 0) / 100) * 100));
    await expect(page.getByTestId("artifact-prism-of-nova").getByTestId("artifact-progress")).toHaveText(
      new RegExp(`^(${nova}|${Math.min(100, nova + 2)}|${Math.min(100, nova + 4)})%$`),
    );
    // A static artifact keeps the file's figures.
    await expect(page.getByTestId("artifact-star-chart").getByTestId("artifact-progress")).toHaveText(`${file["star-chart"]?.progress}%`);
    // Newly earned: announced once in this browser, not again on the next visit.
    const announced = page.getByTestId("toast").filter({ hasText: "The First Vault Key" });
    await expect(announced).toBeVisible();
    await expectNoSeriousA11yViolations(page, `the Artifacts Vault at ${width} px`, { layout: "skip" });
    await page.screenshot({ path: `.tmp/shots/artifacts-vault-${width}.png`, fullPage: true });
    await page.reload();
    await expect(key.getByTestId("artifact-badge")).toHaveText("Earned");
    await page.waitForTimeout(500);
    await expect(announced).toHaveCount(0);
  });
}

test("a vault that cannot be loaded says so and opens on Try again", async ({ page }) => {
  await page.route("**/artifacts.json", (route) => route.abort());
  const app = new AppPage(page);
  await app.goto("/artifacts-vault");
  await expect(page.getByRole("alert")).toContainText("The Artifacts Vault could not be loaded");
  await page.unroute("**/artifacts.json");
  await page.getByRole("button", { name: "Try again" }).click();
  await expect(page.getByRole("list", { name: "Artifacts" }).getByRole("listitem").first()).toBeVisible();
});
