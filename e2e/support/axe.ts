import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];
const BLOCKING = new Set(["serious", "critical"]);

/**
 * axe cannot compute text contrast over a background image: with the body's decorative radial gradients in place it
 * files every text as "needs review" (bgGradient) and reports no contrast violation at all. Flattening the body to its
 * base colour lets the contrast rule really run (the gradients only lighten the dark base a little, near the top).
 */
async function flattenDecorativeBackground(page: Page): Promise<void> {
  await page.addStyleTag({ content: "body { background-image: none !important; }" });
}

/**
 * The parts of the layout that are the same on every signed-in page (header, top navigation, sidebar). Checking them
 * on every route would mostly repeat the same contrast computations; `layout: "skip"` leaves them to the few runs that
 * check the whole page. The sub-header (whose accent colour changes with the personality) is always checked.
 */
const SHARED_LAYOUT = ["header:has(> a[href='/'])", "nav[aria-label='Main']", "aside[aria-label='Citadel status']"];

/** Runs axe on the page and fails, naming each rule and its first offending nodes, on any serious or critical violation. */
export async function expectNoSeriousA11yViolations(
  page: Page,
  where: string,
  { layout = "check" }: { layout?: "check" | "skip" } = {},
): Promise<void> {
  await flattenDecorativeBackground(page);
  let builder = new AxeBuilder({ page })
    .withTags(TAGS)
    // Only violations are read: skipping the details of passing checks makes each run several times cheaper.
    .options({ resultTypes: ["violations"] });
  if (layout === "skip") {
    for (const selector of SHARED_LAYOUT) {
      expect(await page.locator(selector).count(), `the layout part ${selector} exists`).toBe(1);
      builder = builder.exclude(selector);
    }
  }
  const results = await builder.analyze();
  const blocking = results.violations.filter((v) => v.impact && BLOCKING.has(v.impact));
  const summary = blocking
    .map(
      (v) =>
        `${v.id} (${v.impact}, ${v.nodes.length} node${v.nodes.length === 1 ? "" : "s"}): ${v.help}\n` +
        v.nodes
          .slice(0, 3)
          .map((n) => `    ${n.target.join(" ")} :: ${n.failureSummary?.replace(/\s+/g, " ") ?? ""}`)
          .join("\n"),
    )
    .join("\n  ");
  expect(
    blocking.map((v) => v.id),
    `axe violations on ${where}:\n  ${summary}`,
  ).toEqual([]);
}
