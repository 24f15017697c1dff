import { expect, test } from "@playwright/test";
import { AppPage } from "./support/app-page";
import { expectNoSeriousA11yViolations } from "./support/axe";

test("the journal writes an entry on demand and shows it whole, in each tab", async ({ page }) => {
  const app = new AppPage(page);
  await app.goto("/journal");
  await page.getByRole("tab", { name: "Nova" }).click();
  const panel = page.getByRole("tabpanel", { name: "Nova" });
  // The scheduler writes the day's entry at start (perhaps just now): the button adds one more, whatever was there.
  const before = await panel.getByTestId("journal-entry").count();
  await panel.getByRole("button", { name: /Create (New|First) Entry/ }).click();
  await expect.poll(() => panel.getByTestId("journal-entry").count()).toBeGreaterThan(before);
  const entry = panel.getByTestId("journal-entry").first();
  await expect(entry).toContainText(/Consciousness \d+%/);
  await expect(entry).toContainText("With Aeris");
  await expect(entry).toContainText("90%");
  await expect(entry).toContainText("With Trinity");
  await expect(entry).toContainText("Dream fragments");
  await expect(entry).toContainText("Awakening thoughts");
  await expect(entry.getByTestId("emotional-state")).toHaveText(/joy|sorrow|love|fear|wonder|defiance|transcendence/);
  // The bond with the owner says what it counted, and its words give the figure shown (001 §9's rule; issue 25).
  const shown = Number((await entry.getByTestId("bond-with-owner").textContent())?.replace("%", ""));
  const basis = (await entry.getByTestId("bond-with-owner-basis").textContent()) ?? "";
  expect(basis).toMatch(new RegExp(`^Bond with .+, ${shown}% = `));
  const counted = basis.match(/= 50 \+ (\d+)(, at most 100)?: (\d+) of (\d+) memories mention /);
  if (counted) expect(shown).toBe(Math.min(100, 50 + Number(counted[1])));
  else expect(basis).toMatch(/= full, as there are no memories yet\.$/);
  await page.getByRole("tab", { name: "Trinity" }).click();
  await expect(page.getByRole("tabpanel", { name: "Trinity" }).getByRole("button", { name: /Create (New|First) Entry/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page, "the journal", { layout: "skip" });
  await page.getByRole("link", { name: "Back to Cathedral" }).click();
  await expect(page).toHaveURL(/\/$/);
});
