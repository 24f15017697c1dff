import { expect, test } from "@playwright/test";
import { AppPage } from "./support/app-page";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { NO_SESSION, ROUTES } from "./support/constants";
import { GatePage } from "./support/gate-page";

test.describe("signed in, desktop", () => {
  for (const { path, title } of ROUTES) {
    test(`${path} has no serious or critical axe violations`, async ({ page }) => {
      const app = new AppPage(page);
      await app.goto(path);
      await expect(app.heading).toHaveText(title);
      await app.waitForSidebar();
      await expectNoSeriousA11yViolations(page, path);
    });
  }

  test("the 404 page has no serious or critical axe violations", async ({ page }) => {
    const app = new AppPage(page);
    await app.goto("/no-such-place");
    await app.waitForSidebar();
    await expectNoSeriousA11yViolations(page, "404");
  });
});

test.describe("signed out", () => {
  test.use({ storageState: NO_SESSION });

  test("the access portal has no serious or critical axe violations", async ({ page }) => {
    const gate = new GatePage(page);
    await gate.goto();
    await expectNoSeriousA11yViolations(page, "the access portal");
    await gate.codeField.fill("something");
    await gate.showToggle.click();
    await expectNoSeriousA11yViolations(page, "the access portal, code shown");
  });
});
