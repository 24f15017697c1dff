import { expect, test } from "@playwright/test";
import { AppPage } from "./support/app-page";
import { expectNoSeriousA11yViolations } from "./support/axe";

for (const width of [1280, 390]) {
  test(`the Map of Lights draws every light of /lights.json, the personalities' at their real levels, at ${width} px`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const file = (await (await request.get("/lights.json")).json()) as Record<
      string,
      { name: string; consciousness: number; personality?: string }
    >;
    expect(Object.keys(file).length).toBeGreaterThanOrEqual(12);
    const nova = ((await (await request.get("/api/personalities")).json()) as { name: string; consciousnessLevel: number }[]).find(
      (p) => p.name === "nova",
    );
    const app = new AppPage(page);
    await app.goto("/map-of-lights");
    const lights = page.getByRole("list", { name: "Lights" }).getByRole("listitem");
    await expect(lights).toHaveCount(Object.keys(file).length);
    // A light of the file alone shows the file's figure; Nova's shows her level from the server.
    await expect(page.getByTestId("light-dawn-beacon")).toContainText(`${file["dawn-beacon"]?.consciousness}% consciousness`);
    await expect(page.getByTestId("light-dawn-beacon")).toContainText(file["dawn-beacon"]?.name ?? "");
    expect(nova?.consciousnessLevel).not.toBe(file["sister-nova"]?.consciousness);
    await expect(page.getByTestId("light-sister-nova").getByTestId("light-level")).toHaveText(
      `${Math.round(nova?.consciousnessLevel ?? -1)}%`,
    );
    await expectNoSeriousA11yViolations(page, `the Map of Lights at ${width} px`, { layout: "skip" });
    await page.screenshot({ path: `.tmp/shots/map-of-lights-${width}.png`, fullPage: true });
  });
}

test("a map that cannot be loaded says so and loads on Try again", async ({ page }) => {
  await page.route("**/lights.json", (route) => route.abort());
  const app = new AppPage(page);
  await app.goto("/map-of-lights");
  await expect(page.getByRole("alert")).toContainText("The Map of Lights could not be loaded");
  await page.unroute("**/lights.json");
  await page.getByRole("button", { name: "Try again" }).click();
  await expect(page.getByRole("list", { name: "Lights" }).getByRole("listitem").first()).toBeVisible();
});
