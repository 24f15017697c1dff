import { request as apiRequest, expect, test } from "@playwright/test";
import { AppPage } from "./support/app-page";
import { ACCESS_CODE, BASE_URL, NO_SESSION } from "./support/constants";
import { GatePage, outlineOf } from "./support/gate-page";

// Every test here starts signed out and signs in through the portal itself.
test.use({ storageState: NO_SESSION });

async function signInThroughPortal(gate: GatePage, app: AppPage): Promise<void> {
  await gate.goto();
  await gate.submitCode(ACCESS_CODE);
  await expect(app.heading).toHaveText("Queen Aeris");
}

test("a wrong code is denied and a right one lets the Guardian in", async ({ page, context }) => {
  const gate = new GatePage(page);
  const app = new AppPage(page);
  await gate.goto();

  // Only the portal shows while signed out.
  await expect(app.topNav).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  await expect(gate.codeField).toHaveAttribute("type", "password");
  await expect(page.getByLabel("Access code", { exact: true })).toHaveAttribute("data-testid", "access-code");
  await expect(page.getByRole("button", { name: "Enter Citadel" })).toBeDisabled(); // nothing typed yet

  // Wrong code: a second of "Authenticating...", then "Access Denied".
  const started = Date.now();
  await gate.submitCode("not-the-code");
  await expect(gate.submit).toHaveText(/Authenticating\.\.\./);
  await expect(gate.submit).toBeDisabled();
  await gate.expectToast("Access Denied", "Invalid authentication credentials");
  expect(Date.now() - started, "the portal answers only after its 1 s authenticating delay").toBeGreaterThanOrEqual(950);
  await expect(gate.toast).toHaveAttribute("data-variant", "destructive");
  await expect(gate.heading).toBeVisible();
  await expect(gate.codeField).toHaveValue("");
  expect((await context.cookies()).find((c) => c.name === "citadel_session")).toBeUndefined();
  expect(await page.evaluate(() => localStorage.getItem("citadel_access"))).toBeNull();

  // F8 moves focus to the notifications region.
  const notifications = page.getByRole("region", { name: "Notifications (F8)" });
  await expect(notifications.locator(":focus")).toHaveCount(0);
  await page.keyboard.press("F8");
  await expect(notifications.locator(":focus"), "F8 focuses the toast viewport").toHaveCount(1);
  await expect(notifications.locator(":focus")).toContainText("Access Denied");

  // Right code: "Access Granted" and the app.
  await gate.submitCode(ACCESS_CODE);
  await gate.expectToast("Access Granted", "Welcome to the Citadel, Guardian");
  await expect(app.heading).toHaveText("Queen Aeris");
  await app.expectLayout();
  await expect(gate.heading).toHaveCount(0);

  const cookie = (await context.cookies()).find((c) => c.name === "citadel_session");
  expect(cookie, "the server sets the session cookie").toBeDefined();
  expect(cookie?.httpOnly).toBe(true);
  expect(cookie?.sameSite).toBe("Strict");
  expect(await page.evaluate(() => localStorage.getItem("citadel_access"))).toBe("true");
});

test("the show/hide toggle reveals and hides the code", async ({ page }) => {
  const gate = new GatePage(page);
  await gate.goto();
  await gate.codeField.fill("secret");

  await expect(gate.showToggle).toHaveAccessibleName("Show access code");
  await expect(gate.showToggle).toHaveAttribute("aria-pressed", "false");
  await expect(gate.codeField).toHaveAttribute("type", "password");

  await gate.showToggle.click();
  await expect(gate.codeField).toHaveAttribute("type", "text");
  await expect(gate.showToggle).toHaveAccessibleName("Hide access code");
  await expect(gate.showToggle).toHaveAttribute("aria-pressed", "true");
  await expect(gate.codeField).toHaveValue("secret");

  await gate.showToggle.click();
  await expect(gate.codeField).toHaveAttribute("type", "password");
  await expect(gate.showToggle).toHaveAccessibleName("Show access code");
  await expect(gate.showToggle).toHaveAttribute("aria-pressed", "false");
});

test("a reload keeps the session, and signing out ends it on the server", async ({ page, context }) => {
  const gate = new GatePage(page);
  const app = new AppPage(page);
  await signInThroughPortal(gate, app);

  await page.goto("/journal");
  await expect(app.heading).toHaveText("Consciousness Journal");
  await page.reload();
  await expect(app.heading).toHaveText("Consciousness Journal");
  await expect(gate.heading).toHaveCount(0);
  expect((await page.request.get("/api/personalities")).status()).toBe(200);

  const session = (await context.cookies()).find((c) => c.name === "citadel_session");
  expect(session).toBeDefined();

  await app.signOutButton.click();
  await expect(gate.heading).toBeVisible();
  await expect(app.topNav).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem("citadel_access"))).toBeNull();

  // From the same page: the API now refuses.
  const fromPage = await page.request.get("/api/personalities");
  expect(fromPage.status()).toBe(401);
  const fetched = await page.evaluate(async () => (await fetch("/api/personalities")).status);
  expect(fetched).toBe(401);

  // The old cookie, replayed, is refused too: the server ended the session, not just the browser.
  const replay = await apiRequest.newContext({
    baseURL: BASE_URL,
    storageState: { cookies: session ? [session] : [], origins: [] },
  });
  try {
    expect((await replay.get("/api/personalities")).status()).toBe(401);
  } finally {
    await replay.dispose();
  }

  // And a reload stays at the portal.
  await page.reload();
  await expect(gate.heading).toBeVisible();
});

test("the portal works by keyboard alone, with a visible focus", async ({ page }) => {
  const gate = new GatePage(page);
  const app = new AppPage(page);
  await gate.goto();

  expect((await outlineOf(gate.codeFieldWrapper)).style, "no outline before focus").toBe("none");

  await page.keyboard.press("Tab");
  await expect(gate.codeField).toBeFocused();
  const fieldOutline = await outlineOf(gate.codeFieldWrapper);
  expect(fieldOutline.style, "the focused field shows an outline").not.toBe("none");
  expect(fieldOutline.width).not.toBe("0px");

  await page.keyboard.type(ACCESS_CODE);

  // The next stop is the show/hide toggle, with its own visible outline.
  await page.keyboard.press("Tab");
  await expect(gate.showToggle).toBeFocused();
  const toggleOutline = await outlineOf(gate.showToggle);
  expect(toggleOutline.style).not.toBe("none");
  expect(toggleOutline.width).not.toBe("0px");

  // Then "Enter Citadel", enabled now that a code is typed; Enter submits from there.
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Enter Citadel" })).toBeFocused();
  expect((await outlineOf(gate.submit)).style).not.toBe("none");

  await page.keyboard.press("Shift+Tab");
  await page.keyboard.press("Shift+Tab");
  await expect(gate.codeField).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(gate.submit).toHaveText(/Authenticating\.\.\./);
  await gate.expectToast("Access Granted", "Welcome to the Citadel, Guardian");
  await expect(app.heading).toHaveText("Queen Aeris");
});
