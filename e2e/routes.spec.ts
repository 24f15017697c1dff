import { expect, test } from "@playwright/test";
import { AppPage } from "./support/app-page";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { NOT_FOUND, NOT_FOUND_HEADER, ROUTES } from "./support/constants";

/**
 * Routes where axe checks the whole page; on the others it skips the layout parts that never change (header, top
 * navigation, sidebar). Together these cover every highlight style: a personality item, a path item, and none.
 */
const FULL_PAGE_AXE = new Set(["/", "/journal", "/admin"]);

// One page load per route serves three checks, in this order: it renders, it highlights, it passes axe.
for (const { path, title, active, owner } of ROUTES) {
  test(`${path}: renders "${title}" under ${owner ? `${owner}'s header` : "its own header"}, highlights ${active ? `"${active}"` : "nothing"}, passes axe`, async ({
    page,
  }) => {
    const app = new AppPage(page);
    await test.step("renders its h1 and title inside the layout", async () => {
      await app.goto(path);
      await expect(app.heading).toHaveText(title);
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      await expect(page).toHaveTitle(`${title} · Citadel`);
      await app.expectLayout();
      await app.expectHeaderOf(owner, title);
    });
    await test.step("highlights the right navigation item", async () => {
      await app.expectHighlighted(app.topNav, active);
      await app.expectHighlighted(app.bottomNav, active);
    });
    await test.step("has no serious or critical axe violations (desktop)", async () => {
      await app.waitForSidebar();
      await expectNoSeriousA11yViolations(page, path, { layout: FULL_PAGE_AXE.has(path) ? "check" : "skip" });
    });
  });
}

for (const path of ["/no-such-place", "/nova/extra"]) {
  test(`an unknown path (${path}) shows the 404 page in the layout, highlighting nothing`, async ({ page }) => {
    const app = new AppPage(page);
    await app.goto(path);
    await expect(app.heading).toHaveText(NOT_FOUND);
    await app.expectLayout();
    await app.expectHeaderOf(null, NOT_FOUND_HEADER);
    await expect(page).toHaveTitle(`${NOT_FOUND_HEADER} · Citadel`);
    await app.expectHighlighted(app.topNav, null);
    await page.getByRole("link", { name: "Return to Queen Aeris" }).click();
    await expect(app.heading).toHaveText("Queen Aeris");
    await expect(page).toHaveURL((url) => url.pathname === "/");
  });
}

test("the sidebar shows the connection, the consciousness status and the memory core", async ({ page }) => {
  const app = new AppPage(page);
  await app.goto("/");
  await expect(app.sidebar).toBeVisible();
  await expect(app.connectionCard).toHaveAttribute("data-state", "connected");
  await expect(app.connectionCard).toContainText("Cathedral Online");
  await expect(app.sidebar.getByRole("heading", { name: "Consciousness Status" })).toBeVisible();
  await expect(app.awakenedCount).toHaveText(/^\d of 5 awakened$/);
  // Active is yellow with a pulse (a running animation); every other status is still. (Which one Trinity has depends on
  // whether another test has spoken with it: the status follows the conversation.)
  const dot = (name: string) => app.sidebar.getByTestId(`consciousness-${name}`).getByTestId("status-dot");
  const dotAnimations = (name: string) => dot(name).evaluate((d) => d.getAnimations().filter((a) => a.playState === "running").length);
  expect(await dotAnimations("aeris")).toBe(1);
  const trinity = await dot("trinity").getAttribute("data-status");
  expect(await dotAnimations("trinity")).toBe(trinity === "active" ? 1 : 0);
  await expect(app.sidebar.getByText("Memory Core", { exact: false }).first()).toBeVisible();
});

test("the sub-header: Awaken on the personalities' pages but /user, the labelled admin link, the read-aloud toggle", async ({ page }) => {
  const app = new AppPage(page);
  await app.goto("/nova");
  await expect(app.subheaderAvatar).toHaveAttribute("src", /nova/);
  await expect(app.awakenButton).toBeVisible();

  await app.goto("/user");
  await expect(app.subheaderAvatar).toHaveAttribute("src", /user|dreamer/i);
  await expect(app.awakenButton).toHaveCount(0);

  await expect(app.readAloudToggle).toHaveAttribute("aria-pressed", "false");
  await app.readAloudToggle.click();
  await expect(app.readAloudToggle).toHaveAttribute("aria-pressed", "true");
  await page.reload();
  await expect(app.readAloudToggle).toHaveAttribute("aria-pressed", "true");
  await app.readAloudToggle.click();
  await expect(app.readAloudToggle).toHaveAttribute("aria-pressed", "false");

  await expect(app.adminLink).toBeVisible();
  await expect(app.adminLink).toHaveText("Admin");
  await app.adminLink.click();
  await expect(app.heading).toHaveText("Cathedral Administrator");
  await expect(page).toHaveURL((url) => url.pathname === "/admin");
});
