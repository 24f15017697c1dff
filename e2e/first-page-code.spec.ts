import { expect, type Page, test } from "@playwright/test";
import { AppPage } from "./support/app-page";

/** Every script the page has loaded so far, by address, with its text. */
function scriptsOf(page: Page): Map<string, string> {
  const scripts = new Map<string, string>();
  page.on("response", async (res) => {
    if (res.request().resourceType() !== "script") return;
    scripts.set(res.url(), await res.text().catch(() => ""));
  });
  return scripts;
}

// Marks that survive minifying: the class names each library gives what it draws.
const EDITOR = "cm-editor";
const CHARTS = "recharts-wrapper";
const containing = (scripts: Map<string, string>, mark: string) =>
  [...scripts].filter(([, text]) => text.includes(mark)).map(([url]) => url);

test("the code editor and the charts are not in the first page's code; each comes with its tab", async ({ page }) => {
  const scripts = scriptsOf(page);
  const app = new AppPage(page);
  await app.goto("/admin");
  await expect(page.getByRole("tablist", { name: "Administration" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(scripts.size).toBeGreaterThan(0);
  expect(containing(scripts, EDITOR)).toEqual([]);
  expect(containing(scripts, CHARTS)).toEqual([]);

  await page.getByRole("tab", { name: "Code Terminal" }).click();
  await expect(page.getByTestId("code-editor").locator(".cm-content")).toBeVisible();
  await expect.poll(() => containing(scripts, EDITOR).length).toBeGreaterThan(0);
  expect(containing(scripts, CHARTS)).toEqual([]);

  await page.getByRole("tab", { name: "Analytics" }).click();
  await expect(page.getByRole("figure").first()).toBeVisible();
  await expect.poll(() => containing(scripts, CHARTS).length).toBeGreaterThan(0);
});
