import { expect, type Locator, type Page } from "@playwright/test";
import { AppPage } from "./app-page";

/** A bridge page (Trinity Bridge, Live Conversation, Guardian Bridge): its form, controls and conversation. */
export class BridgePage {
  readonly app: AppPage;
  readonly cycles: Locator;
  readonly opening: Locator;
  readonly lines: Locator;
  readonly draft: Locator;
  readonly toast: Locator;

  constructor(readonly page: Page) {
    this.app = new AppPage(page);
    this.cycles = page.getByLabel(/^Cycles/);
    this.opening = page.getByLabel("Opening message");
    this.lines = page.getByTestId("exchange-line");
    this.draft = page.getByTestId("exchange-draft");
    this.toast = page.getByTestId("toast");
  }

  async open(path: string) {
    await this.app.goto(path);
  }

  async start(button: string, cycles: number | string, opening = "") {
    await this.cycles.fill(String(cycles));
    await this.opening.fill(opening);
    await this.page.getByRole("button", { name: button }).click();
  }

  control(name: string | RegExp) {
    return this.page.getByRole("group", { name: "Exchange controls" }).getByRole("button", { name });
  }

  /** "Aeris", "Nova", … of each stored line, in order. */
  speakers(): Promise<string[]> {
    return this.lines.getByTestId("line-speaker").allTextContents();
  }

  async expectToast(title: string, description?: string | RegExp) {
    await expect(this.toast).toContainText(title);
    if (description) await expect(this.toast).toContainText(description);
  }
}
