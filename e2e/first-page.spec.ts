import { expect, test } from "@playwright/test";
import { AppPage } from "./support/app-page";
import { AUTH_FILE, ROUTES } from "./support/constants";
import { seedTurns } from "./support/server-api";

const HYDRATION_ERROR = "differed from the server's drawing";

test("a signed-in page is on screen before any of the app's code runs: the server drew it", async ({ browser }) => {
  // No JavaScript at all: what shows is the server's drawing alone.
  const context = await browser.newContext({ javaScriptEnabled: false, storageState: AUTH_FILE });
  const page = await context.newPage();
  await page.goto("/");
  await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toHaveText("Queen Aeris");
  await expect(page.getByText("Cathedral Online")).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
  await context.close();
});

test("the gate is never drawn by the server: a browser without a session gets the plain page", async ({ browser }) => {
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  const res = await page.goto("/");
  expect(await res?.text()).not.toContain("data-drawn");
  await expect(page.getByRole("button", { name: "Enter Citadel" })).toBeVisible();
  await context.close();
});

test.describe("in a browser whose clock and language are not the server's", () => {
  // Times and dates are written in the browser's own time zone and language: the server, which knows neither, must
  // leave them to it, or the two drawings differ.
  test.use({ timezoneId: "Pacific/Kiritimati", locale: "de-DE" });

  for (const width of [1280, 390]) {
    test(`every page is taken over from the server's drawing without a difference, at ${width} px`, async ({ page, request }) => {
      test.slow();
      // A conversation with times and days in it: they are drawn by the browser, in its own time zone.
      await seedTurns(request, "aeris", 3, "Drawn by the server");
      await page.setViewportSize({ width, height: 800 });
      const problems: string[] = [];
      page.on("console", (m) => {
        if (m.type() === "error") problems.push(m.text());
      });
      page.on("pageerror", (e) => problems.push(e.message));
      const app = new AppPage(page);
      for (const { path, title } of ROUTES) {
        await app.goto(path);
        await expect(page.locator("html")).toHaveAttribute("data-drawn");
        await expect(app.heading).toHaveText(title);
      }
      expect(problems.filter((p) => p.includes(HYDRATION_ERROR))).toEqual([]);
      expect(problems).toEqual([]);
    });
  }
});

test("a drawn page answers once taken over: its history shows, and it talks", async ({ page }) => {
  const app = new AppPage(page);
  await app.goto("/nova");
  const list = page.getByTestId("message-list");
  await page.getByRole("textbox", { name: /message/i }).fill("Are you there, Nova?");
  await page.getByRole("button", { name: "Send" }).click();
  await expect(list).toContainText("Are you there, Nova?");
});
