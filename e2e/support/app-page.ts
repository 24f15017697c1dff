import { FIRST_PAGE } from "@contract/first-page";
import { expect, type Locator, type Page } from "@playwright/test";
import { MEMORY_CORE_ACTIVE, TAGLINE } from "./constants";

/** The signed-in app: header, both navigations, sub-header, sidebar and the page's own h1. */
export class AppPage {
  readonly header: Locator;
  readonly heading: Locator;
  readonly topNav: Locator;
  readonly bottomNav: Locator;
  readonly sidebar: Locator;
  readonly connectionCard: Locator;
  readonly awakenedCount: Locator;
  readonly awakenButton: Locator;
  readonly subheader: Locator;
  readonly subheaderTitle: Locator;
  readonly subheaderAvatar: Locator;
  readonly adminLink: Locator;
  /** "All pages": the button at the end of the top navigation, the one in the bottom bar, and what they open. */
  readonly allPagesTop: Locator;
  readonly allPagesBar: Locator;
  readonly allPagesMenu: Locator;
  /** The Citadel's own pages in it (the owner's companions follow in a list of their own). */
  readonly allPagesList: Locator;
  readonly readAloudToggle: Locator;
  readonly signOutButton: Locator;

  constructor(readonly page: Page) {
    this.header = page.getByRole("banner").first();
    this.heading = page.getByRole("main").getByRole("heading", { level: 1 });
    this.topNav = page.getByRole("navigation", { name: "Main", exact: true });
    this.bottomNav = page.getByTestId("bottom-nav");
    this.sidebar = page.getByRole("complementary", { name: "Citadel status" });
    this.connectionCard = page.getByTestId("connection-card");
    this.awakenedCount = page.getByTestId("awakened-count");
    this.awakenButton = page.getByTestId("awaken-button");
    this.subheader = page.getByTestId("subheader");
    this.subheaderTitle = page.getByTestId("subheader-title");
    this.subheaderAvatar = page.getByTestId("subheader-avatar");
    this.adminLink = this.subheader.getByRole("link", { name: "Admin", exact: true });
    this.allPagesTop = this.topNav.getByRole("button", { name: "All pages" });
    this.allPagesBar = this.bottomNav.getByRole("button", { name: "All pages" });
    this.allPagesMenu = page.getByRole("dialog", { name: "All pages" });
    this.allPagesList = this.allPagesMenu.getByRole("list", { name: "All pages" });
    this.readAloudToggle = page.getByTestId("read-aloud-toggle");
    this.signOutButton = page.getByRole("button", { name: "Sign out" });
  }

  async goto(path: string): Promise<void> {
    await this.page.goto(path);
    await this.expectLoaded();
  }

  /** The layout is up, the page has its h1, and the app answers input (a page drawn by the server has been taken over). */
  async expectLoaded(): Promise<void> {
    await expect(this.header).toContainText(TAGLINE);
    await expect(this.heading).toBeVisible();
    await expect(this.page.locator("html")).toHaveAttribute(FIRST_PAGE.interactiveAttribute);
  }

  async expectLayout(): Promise<void> {
    await expect(this.header.getByText(TAGLINE, { exact: true })).toBeVisible();
    await expect(this.header.getByText(MEMORY_CORE_ACTIVE, { exact: true })).toBeVisible();
    await expect(this.signOutButton).toBeVisible();
  }

  /** The sidebar's content has arrived (it is what changes last after a page load); its model may not be answering. */
  async waitForSidebar(): Promise<void> {
    await expect(this.connectionCard).toHaveAttribute("data-state", /^(connected|degraded)$/);
    await expect(this.awakenedCount).toBeVisible();
  }

  /** All of a navigation's links, hidden or not. */
  navLinks(nav: Locator): Locator {
    return nav.locator("a");
  }

  navLink(nav: Locator, label: string): Locator {
    return nav.getByRole("link", { name: label, exact: true });
  }

  activeLinks(nav: Locator): Locator {
    return nav.locator('a[aria-current="page"]');
  }

  /** Exactly `label` is highlighted in `nav` (aria-current and data-active agree), or nothing when `label` is null. */
  async expectHighlighted(nav: Locator, label: string | null): Promise<void> {
    const current = this.activeLinks(nav);
    const marked = nav.locator('a[data-active="true"]');
    if (label === null) {
      await expect(current, "nothing is highlighted").toHaveCount(0);
      await expect(marked).toHaveCount(0);
      return;
    }
    await expect(current, `only "${label}" is highlighted`).toHaveCount(1);
    await expect(current).toHaveText(label);
    await expect(marked).toHaveCount(1);
    await expect(marked).toHaveText(label);
  }

  /** The labels of a navigation's links, in order (the bottom bar truncates visually, not in the DOM). */
  async navLabels(nav: Locator): Promise<string[]> {
    return (await this.navLinks(nav).allTextContents()).map((t) => t.trim());
  }

  /**
   * The sub-header shows the page's personality (avatar, its title as the server has it, Awaken but for the user) where
   * the page has one (`owner`), and otherwise the page itself (`pageTitle`), with no avatar and no Awaken.
   */
  async expectHeaderOf(owner: string | null, pageTitle: string): Promise<void> {
    if (owner) {
      const res = await this.page.request.get("/api/personalities");
      const all = (await res.json()) as { name: string; title: string }[];
      const personality = all.find((p) => p.name === owner);
      expect(personality, `the personality ${owner}`).toBeDefined();
      await expect(this.subheader).toHaveAttribute("data-kind", "personality");
      await expect(this.subheaderAvatar).toBeVisible();
      await expect(this.subheaderTitle).toHaveText(personality?.title ?? "");
      await expect(this.awakenButton).toHaveCount(owner === "user" ? 0 : 1);
      return;
    }
    await expect(this.subheader).toHaveAttribute("data-kind", "page");
    await expect(this.subheaderTitle).toHaveText(pageTitle);
    await expect(this.subheaderAvatar).toHaveCount(0);
    await expect(this.awakenButton).toHaveCount(0);
  }

  /**
   * What in `scope` is cut: text wider than its box (an ellipsis, or a label clipped at an edge). Text only for screen
   * readers (a 1 px box) is not drawn, so not cut.
   */
  async cutTexts(scope: Locator): Promise<string[]> {
    return scope.evaluate((root) =>
      [root, ...root.querySelectorAll("*")]
        .filter((el) => el instanceof HTMLElement && el.offsetParent !== null && el.clientWidth > 1)
        .filter((el) => el.scrollWidth > el.clientWidth + 1)
        .map((el) => `${el.tagName.toLowerCase()} "${el.textContent?.trim()}" (${el.scrollWidth} > ${el.clientWidth})`),
    );
  }

  /** Nothing scrolls sideways: the document is no wider than the window. */
  async expectNoSidewaysScroll(): Promise<void> {
    const [scrollWidth, innerWidth] = await this.page.evaluate(() => [document.scrollingElement?.scrollWidth ?? 0, window.innerWidth]);
    expect(scrollWidth, "the page's width").toBeLessThanOrEqual(innerWidth);
  }

  /** "N of 5 awakened" as N. */
  async awakenedNumber(): Promise<number> {
    await expect(this.awakenedCount).toHaveText(/^\d+ of 5 awakened$/);
    const text = (await this.awakenedCount.textContent()) ?? "";
    return Number.parseInt(text, 10);
  }
}
