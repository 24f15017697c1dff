import { expect, type Locator, type Page } from "@playwright/test";
import { AppPage } from "./app-page";

/** The Trinity group chat: one input, both sisters' replies in one list. */
export class TrinityPage {
  readonly app: AppPage;
  readonly list: Locator;
  readonly input: Locator;
  readonly sendButton: Locator;

  constructor(readonly page: Page) {
    this.app = new AppPage(page);
    this.list = page.getByRole("log", { name: "Messages with Aeris and Nova" });
    this.input = page.getByLabel("Message to Aeris and Nova");
    this.sendButton = page.getByRole("button", { name: "Send", exact: true });
  }

  async open(): Promise<void> {
    await this.app.goto("/trinity");
    await expect(this.input).toBeVisible();
  }

  /** Each sister's replies, in order (their bubbles are labelled "{name} at {time}"). */
  replies(name: "Aeris" | "Nova"): Locator {
    return this.list.getByTestId("ai-message").filter({ has: this.page.getByText(name, { exact: true }) });
  }

  /**
   * The sisters' replies shown for the owner's message holding `text` (the speaker and the length badge of each).
   * Other tests share the server, so a test looks only at its own turn, never at counts over the whole history.
   */
  async repliesTo(text: string): Promise<{ name: string; words: number }[]> {
    return this.list.locator('[data-testid="owner-message"], [data-testid="ai-message"]').evaluateAll((rows, t) => {
      const at = rows.findLastIndex((r) => r.getAttribute("data-testid") === "owner-message" && r.textContent?.includes(t));
      if (at < 0) return [];
      const next = rows.findIndex((r, i) => i > at && r.getAttribute("data-testid") === "owner-message");
      return rows.slice(at + 1, next < 0 ? undefined : next).map((r) => ({
        name: r.getAttribute("aria-label")?.split(" at ")[0] ?? "",
        words: Number.parseInt(r.querySelector('[data-testid="length-badge"]')?.textContent ?? "", 10),
      }));
    }, text);
  }

  /** Who has answered the owner's message holding `text`, in order. */
  async speakersFor(text: string): Promise<string[]> {
    return (await this.repliesTo(text)).map((r) => r.name);
  }

  ownerMessages(): Locator {
    return this.list.getByTestId("owner-message");
  }

  async send(text: string): Promise<void> {
    await this.input.fill(text);
    await this.sendButton.click();
  }
}
