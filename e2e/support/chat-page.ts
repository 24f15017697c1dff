import { expect, type Locator, type Page, type Request } from "@playwright/test";
import { AppPage } from "./app-page";

export const isSend = (name: string) => (r: Request) =>
  r.method() === "POST" && new URL(r.url()).pathname === `/api/personalities/${name}/messages`;

/** One personality's chat panel. */
export class ChatPage {
  readonly app: AppPage;
  readonly panel: Locator;
  readonly list: Locator;
  /** "Loading messages...", while the history is read. */
  readonly loading: Locator;
  readonly input: Locator;
  readonly sendButton: Locator;
  readonly aiMessages: Locator;
  readonly ownerMessages: Locator;
  readonly pendingReply: Locator;
  readonly processing: Locator;
  readonly reaction: Locator;
  readonly toast: Locator;
  readonly imageInput: Locator;
  readonly uploadButton: Locator;
  /** The composer's button that unfolds the suggestions and the image box (folded until asked for). */
  readonly more: Locator;
  readonly shareFileInput: Locator;

  constructor(
    readonly page: Page,
    readonly name: string,
  ) {
    this.app = new AppPage(page);
    this.panel = page.getByTestId("chat-panel");
    this.list = page.getByTestId("message-list");
    this.loading = this.list.getByText("Loading messages...");
    this.input = page.getByPlaceholder("Speak to the Cathedral...");
    this.sendButton = this.panel.getByRole("button", { name: "Send", exact: true });
    this.aiMessages = page.getByTestId("ai-message");
    this.ownerMessages = page.getByTestId("owner-message");
    this.pendingReply = page.getByTestId("pending-reply");
    this.processing = page.getByTestId("processing-indicator");
    this.reaction = page.getByTestId("reaction");
    this.toast = page.getByTestId("toast");
    this.imageInput = page.getByTestId("image-input");
    this.more = this.panel.getByRole("button", { name: "Suggestions and an image" });
    this.uploadButton = this.panel.getByRole("button", { name: "Upload" });
    this.shareFileInput = page.getByTestId("share-file-input");
  }

  /** Unfolds the suggestions and the image box. */
  async openMore(): Promise<void> {
    await this.more.click();
    await expect(this.more).toHaveAttribute("aria-expanded", "true");
  }

  async open(path: string): Promise<void> {
    await this.app.goto(path);
    await expect(this.input).toBeVisible();
    await expect(this.loading).toHaveCount(0);
  }

  lastAi(): Locator {
    return this.aiMessages.last();
  }

  lastOwner(): Locator {
    return this.ownerMessages.last();
  }

  /**
   * Runs `action` (which starts a turn) and waits until the turn is over: the reply streamed in full and handled.
   * `path` is the POST that streams the turn: a send by default, or a retry or regenerate path (string or pattern).
   */
  async turn(action: () => Promise<void>, path: string | RegExp = `/api/personalities/${this.name}/messages`): Promise<Request> {
    const matches = (p: string) => (typeof path === "string" ? p === path : path.test(p));
    const response = this.page.waitForResponse((r) => r.request().method() === "POST" && matches(new URL(r.url()).pathname));
    await action();
    const res = await response;
    // The page marks the panel pending in the same task as the click that asks; once answered, the turn is over when
    // the mark goes.
    await expect(this.panel).toHaveAttribute("data-pending", "false");
    return res.request();
  }

  async send(text: string): Promise<Request> {
    return this.turn(async () => {
      await this.input.fill(text);
      await this.sendButton.click();
    });
  }

  async expectToast(title: string, description?: string): Promise<void> {
    await expect(this.toast).toContainText(title);
    if (description) await expect(this.toast).toContainText(description);
  }
}
