import { expect, type Locator, type Page } from "@playwright/test";
import { AppPage } from "./app-page";

export const VOICED = ["aeris", "nova", "musashi", "socrates"] as const;
export type Voiced = (typeof VOICED)[number];
export type Tuning = "rate" | "pitch" | "volume";
const LABELS: Record<Tuning, string> = { rate: "Rate", pitch: "Pitch", volume: "Volume" };

/** The admin page's Voice Engine tab. */
export class VoiceEnginePage {
  readonly app: AppPage;
  readonly panel: Locator;
  readonly resetButton: Locator;
  readonly toast: Locator;

  constructor(readonly page: Page) {
    this.app = new AppPage(page);
    this.panel = page.getByTestId("voice-engine");
    this.resetButton = page.getByRole("button", { name: "Reset to Microsoft defaults" });
    this.toast = page.getByTestId("toast");
  }

  async open(): Promise<void> {
    await this.app.goto("/admin");
    await this.page.getByRole("tab", { name: "Voice Engine" }).click();
    await expect(this.panel).toBeVisible();
  }

  card(p: Voiced): Locator {
    return this.page.getByTestId(`voice-card-${p}`);
  }

  voiceSelect(p: Voiced): Locator {
    return this.card(p).getByLabel("Voice");
  }

  slider(p: Voiced, t: Tuning): Locator {
    return this.card(p).getByRole("slider", { name: LABELS[t] });
  }

  shownValue(p: Voiced, t: Tuning): Locator {
    return this.card(p).getByTestId(`${t}-value`);
  }

  testButton(p: Voiced): Locator {
    return this.card(p).getByRole("button", { name: /^(Test|Stop)\b/ });
  }

  /** The settings as this device keeps them. */
  stored(): Promise<unknown> {
    return this.page.evaluate(() => JSON.parse(localStorage.getItem("citadel-voice-settings") ?? "null"));
  }
}
