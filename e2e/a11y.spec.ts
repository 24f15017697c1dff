import { expect, test } from "@playwright/test";
import { AppPage } from "./support/app-page";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { NO_SESSION } from "./support/constants";
import { GatePage } from "./support/gate-page";

// Every route is checked with axe in routes.spec.ts (on the same page load as its rendering checks), the phone layout
// in mobile.spec.ts, every admin tab and every page that can hold a lot, filled, at 1280 and 390 px in
// a11y-long-content.spec.ts; these are the remaining states.

test("the 404 page has no serious or critical axe violations", async ({ page }) => {
  const app = new AppPage(page);
  await app.goto("/no-such-place");
  await expect(app.heading).toHaveText("404 Page Not Found");
  await app.waitForSidebar();
  await expectNoSeriousA11yViolations(page, "the 404 page", { layout: "skip" });
});

test.describe("signed out", () => {
  test.use({ storageState: NO_SESSION });

  test("the access portal has no serious or critical axe violations, code hidden or shown", async ({ page }) => {
    const gate = new GatePage(page);
    await gate.goto();
    await expectNoSeriousA11yViolations(page, "the access portal");
    await gate.codeField.fill("something");
    await gate.showToggle.click();
    await expect(gate.codeField).toHaveAttribute("type", "text");
    await expectNoSeriousA11yViolations(page, "the access portal, code shown");
  });
});
