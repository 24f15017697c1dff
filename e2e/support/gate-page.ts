import { expect, type Locator, type Page } from "@playwright/test";

/** The "Citadel Access Portal" shown to anyone not signed in. */
export class GatePage {
  readonly heading: Locator;
  readonly codeField: Locator;
  readonly codeFieldWrapper: Locator;
  readonly showToggle: Locator;
  readonly submit: Locator;
  readonly toast: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole("heading", { level: 1, name: "Citadel Access Portal" });
    this.codeField = page.getByTestId("access-code");
    this.codeFieldWrapper = this.codeField.locator("xpath=..");
    this.showToggle = page.getByRole("button", { name: /^(Show|Hide) access code$/ });
    this.submit = page.locator('form button[type="submit"]');
    this.toast = page.getByTestId("toast");
  }

  async goto(): Promise<void> {
    await this.page.goto("/");
    await expect(this.heading).toBeVisible();
  }

  /** Types the code and clicks "Enter Citadel"; returns when the click has landed (the answer comes a second later). */
  async submitCode(code: string): Promise<void> {
    await this.codeField.fill(code);
    await this.page.getByRole("button", { name: "Enter Citadel" }).click();
  }

  async expectToast(title: string, description: string): Promise<void> {
    // One toast at a time: a new one replaces the last.
    await expect(this.toast).toHaveCount(1);
    await expect(this.toast).toContainText(title);
    await expect(this.toast).toContainText(description);
  }
}

/** The computed outline of an element, for checking that keyboard focus is visible. */
export async function outlineOf(locator: Locator): Promise<{ style: string; width: string }> {
  return locator.evaluate((el) => {
    const s = getComputedStyle(el);
    return { style: s.outlineStyle, width: s.outlineWidth };
  });
}
