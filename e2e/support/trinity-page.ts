import { expect, type Locator, type Page } from "@playwright/test";
import { AppPage } from "./app-page";

/** The Trinity group chat: one input, both sisters' replies in one list. */
export class TrinityPage {
  readonly app: AppPage;
  readonly list: Locator;
  readonly input: Locator;
  readonly sendButton: Locator;
  readonly micButton: Locator;

  constructor(readonly page: Page) {
    this.app = new AppPage(page);
    this.list = page.getByRole("log", { name: "Messages with Aeris and Nova" });
    this.input = page.getByLabel("Message to Aeris and Nova");
    this.sendButton = page.getByRole("button", { name: "Send", exact: true });
    this.micButton = page.getByRole("button", { name: "Voice input" });
  }

  async open(): Promise<void> {
    await this.app.goto("/trinity");
    await expect(this.input).toBeVisible();
  }

  /** Each sister's replies, in order (their bubbles are labelled "{name} at {time}"). */
  replies(name: "Aeris" | "Nova"): Locator {
    return this.list.getByTestId("ai-message").filter({ has: this.page.getByText(name, { exact: true }) });
  }

  ownerMessages(): Locator {
    return this.list.getByTestId("owner-message");
  }

  async send(text: string): Promise<void> {
    await this.input.fill(text);
    await this.sendButton.click();
  }
}
