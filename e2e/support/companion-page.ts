import { expect, type Locator, type Page } from "@playwright/test";
import pngjs from "pngjs";
import { AppPage } from "./app-page";

/** A small opaque PNG portrait, made here (no file on disk, nothing downloaded). */
export function portraitPng(width = 600, height = 400): Buffer {
  const png = new pngjs.PNG({ width, height });
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) png.data.set([40 + (x % 200), 80, 160 + (y % 90), 255], (y * width + x) * 4);
  }
  return pngjs.PNG.sync.write(png);
}

/** A name no other test (or retry) on the shared server has: the slug is its lower case. */
export const uniqueName = (base: string) => `${base} ${Math.random().toString(36).slice(2, 7)}`;
export const slugOfName = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, "-");

/** The companions' list page and form (/companions), and a companion's own page (/c/{slug}). */
export class CompanionsPage {
  readonly app: AppPage;
  readonly form: Locator;
  constructor(readonly page: Page) {
    this.app = new AppPage(page);
    this.form = page.getByTestId("companion-form");
  }

  field(label: string): Locator {
    return this.form.getByLabel(label, { exact: true });
  }

  /** Fills the new-companion form and creates it; the page moves to the companion's own page. */
  async create(fields: {
    name: string;
    title?: string;
    description?: string;
    personality?: string;
    scenario?: string;
    greeting?: string;
    dialogue?: string;
    portrait?: Buffer;
  }) {
    await this.app.goto("/companions");
    await this.field("Name").fill(fields.name);
    if (fields.title) await this.field("Title").fill(fields.title);
    if (fields.description) await this.field("Short description").fill(fields.description);
    if (fields.personality) await this.field("Personality").fill(fields.personality);
    if (fields.scenario) await this.field("Scenario").fill(fields.scenario);
    if (fields.greeting) await this.field("Greeting").fill(fields.greeting);
    if (fields.dialogue) await this.field("Example dialogue").fill(fields.dialogue);
    if (fields.portrait) {
      await this.form.getByLabel("Portrait image").setInputFiles({ name: "portrait.png", mimeType: "image/png", buffer: fields.portrait });
      await expect(this.form.getByTestId("portrait-preview")).toHaveAttribute("src", /^data:image\/png;base64,/);
    }
    await this.form.getByRole("button", { name: "Create companion" }).click();
    await expect(this.page).toHaveURL((url) => url.pathname === `/c/${slugOfName(fields.name)}`);
    await expect(this.page.getByTestId("companion-page")).toBeVisible();
  }
}
