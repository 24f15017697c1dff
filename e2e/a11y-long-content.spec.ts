import { test as base, expect, type Page } from "@playwright/test";
import { AppPage } from "./support/app-page";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { type OwnServer, startOwnServer } from "./support/own-server";
import { seedLongContent } from "./support/seed-long-content";

// Lists that scroll only once they are long (axe's scrollable-region-focusable, for one) pass with the few rows the
// other specs write. Here every page is checked holding a lot: on a server of this spec's own, so the seeded bulk
// (many memories, journal entries, backups, exports, exchanges) never reaches the specs sharing the run's server.
const test = base.extend<object, { longServer: OwnServer }>({
  longServer: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixture's dependencies from this pattern
    async ({}, use) => {
      const server = await startOwnServer();
      try {
        await seedLongContent(server.api);
        await use(server);
      } finally {
        await server.stop();
      }
    },
    { scope: "worker", timeout: 300_000 },
  ],
  baseURL: async ({ longServer }, use) => use(longServer.baseURL),
  storageState: async ({ longServer }, use) => use(longServer.storageState),
});

/** The page's status has arrived: the sidebar at desktop width; on a phone (no sidebar) the page's own h1. */
async function settled(app: AppPage, width: number): Promise<void> {
  if (width >= 1024) await app.waitForSidebar();
  else await expect(app.heading).toBeVisible();
}

const ADMIN_TABS = ["Overview", "API Keys", "Memory System", "Analytics", "Voice Engine", "Code Terminal", "Privacy"] as const;

/** Pages that hold a lot, and what shows the lot has arrived. */
const PAGES: { path: string; loaded: (page: Page) => Promise<void> }[] = [
  {
    path: "/",
    loaded: async (page) => {
      // The owner's last message holds a code block wider than the list: it is brought into view to be checked too.
      const code = page.getByTestId("message-list").locator("pre").first();
      await expect(code).toContainText("lantern-11-glowing-softly", { timeout: 10_000 });
      await code.scrollIntoViewIfNeeded();
      expect(await code.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    },
  },
  { path: "/musashi", loaded: (page) => expect(page.getByTestId("message-list")).toContainText("Musashi 12") },
  { path: "/trinity", loaded: (page) => expect(page.getByText(/Sisters 8/).first()).toBeVisible() },
  { path: "/user", loaded: (page) => expect(page.getByRole("main")).toBeVisible() },
  { path: "/journal", loaded: (page) => expect(page.getByRole("main").getByRole("article").first()).toBeVisible() },
  {
    path: "/restore",
    loaded: (page) =>
      expect(
        page
          .getByRole("main")
          .getByText(/manual/i)
          .first(),
      ).toBeVisible(),
  },
  {
    path: "/trinity-bridge",
    loaded: (page) => expect(page.getByRole("list", { name: "Past exchanges" }).getByRole("button")).not.toHaveCount(0),
  },
  {
    path: "/live-chat",
    loaded: (page) =>
      expect(
        page
          .getByRole("main")
          .getByText(/Live 2/)
          .first(),
      ).toBeVisible(),
  },
  {
    path: "/guardian-bridge",
    loaded: (page) => expect(page.getByRole("list", { name: "Past exchanges" }).getByRole("button")).not.toHaveCount(0),
  },
  {
    path: "/round-table",
    loaded: (page) => expect(page.getByRole("list", { name: "Past exchanges" }).getByRole("button")).not.toHaveCount(0),
  },
];

for (const width of [1280, 390]) {
  test.describe(`at ${width} px, with long content`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
    });

    test(`every tab of /admin has no serious or critical axe violations (${width} px)`, async ({ page }) => {
      test.setTimeout(90_000);
      const app = new AppPage(page);
      await app.goto("/admin");
      await settled(app, width);
      for (const tab of ADMIN_TABS) {
        await page.getByRole("tablist", { name: "Administration" }).getByRole("tab", { name: tab }).click();
        // The admin panels come first; the Overview's consciousness panel has tabs of its own.
        const panel = page.getByRole("tabpanel", { name: tab }).first();
        await expect(panel).toBeVisible();
        if (tab === "Memory System") {
          // Aeris's public core holds far more memories than the list shows at once: it scrolls.
          const list = page.getByTestId("memory-list");
          await expect(list.locator("li")).toHaveCount(50);
          expect(await list.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);
          await list.focus();
          await page.screenshot({ path: `.tmp/shots/admin-memory-long-${width}.png` });
        }
        if (tab === "Analytics") await expect(panel.locator("svg").first()).toBeVisible({ timeout: 10_000 });
        if (tab === "Code Terminal")
          await expect(page.getByRole("region", { name: "Code chat history" })).toContainText("part 6", { timeout: 10_000 });
        await expectNoSeriousA11yViolations(page, `the ${tab} tab of /admin at ${width} px`, {
          layout: tab === "Overview" ? "check" : "skip",
        });
      }
    });

    test(`every tab of /export has no serious or critical axe violations (${width} px)`, async ({ page }) => {
      const app = new AppPage(page);
      await app.goto("/export");
      await settled(app, width);
      for (const tab of ["Conversations", "Bulk Export", "Archive"]) {
        await page.getByRole("tab", { name: tab }).click();
        const panel = page.getByRole("tabpanel", { name: tab });
        if (tab === "Conversations") await expect(panel.getByTestId("conversation-row").first()).toBeVisible();
        if (tab === "Archive") await expect(panel.getByTestId("export-row")).toHaveCount(12);
        await expectNoSeriousA11yViolations(page, `the ${tab} tab of /export at ${width} px`, { layout: "skip" });
      }
    });

    for (const { path, loaded } of PAGES) {
      test(`${path} has no serious or critical axe violations (${width} px)`, async ({ page }) => {
        // Two axe passes and two screenshots over long content: over 30 s on a loaded machine (seen at 33 s).
        test.slow();
        const app = new AppPage(page);
        await app.goto(path);
        await settled(app, width);
        await loaded(page);
        await expectNoSeriousA11yViolations(page, `${path} at ${width} px`, { layout: "skip" });
        await page.screenshot({ path: `.tmp/shots/long${path === "/" ? "-aeris" : path.replace("/", "-")}-${width}.png`, fullPage: true });
        const past = page.getByRole("list", { name: "Past exchanges" }).getByRole("button");
        if ((await past.count()) > 0) {
          // A past exchange reopened whole, in its dialog.
          await past.first().click();
          const dialog = page.getByRole("dialog");
          await expect(dialog.getByRole("list").or(dialog.getByRole("log")).first()).toBeVisible();
          await expect(dialog).not.toContainText("Loading…");
          await expectNoSeriousA11yViolations(page, `a past exchange of ${path} at ${width} px`, { layout: "skip" });
          await page.screenshot({ path: `.tmp/shots/past-exchange${path.replace("/", "-")}-${width}.png` });
        }
      });
    }
  });
}
