import { expect, type Locator, test } from "@playwright/test";
import { AppPage } from "./support/app-page";
import { VoiceEnginePage } from "./support/voice-engine-page";

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Fails naming each visible thing the toast lies over, where the page stands now (measured at once: a toast fades). */
async function expectUncovered(toast: Locator, things: Locator[]) {
  await expect(toast).toBeInViewport();
  const box = await toast.boundingBox();
  if (!box) throw new Error("the toast has no box");
  for (const thing of things) {
    const boxes = await thing.evaluateAll((all) =>
      all
        .map((el) => ({ rect: el.getBoundingClientRect(), text: (el.textContent ?? "").trim().slice(0, 60) }))
        .filter(({ rect }) => rect.width > 0 && rect.height > 0)
        .map(({ rect, text }) => ({ x: rect.x, y: rect.y, width: rect.width, height: rect.height, text })),
    );
    for (const b of boxes) expect(overlaps(box, b), `the toast covers "${b.text}"`).toBe(false);
  }
}

for (const width of [1280, 390]) {
  test(`Voice Engine offers no reset to preset voices when the browser has no voices, at ${width} px`, async ({ page }) => {
    // Headless Chromium really has no speech voices: nothing is faked here.
    await page.setViewportSize({ width, height: 844 });
    const voices = new VoiceEnginePage(page);
    await voices.open();
    await expect(voices.panel.getByText("This browser offers no voices yet.")).toBeVisible();
    await expect(voices.resetButton).toHaveCount(0);
    await page.screenshot({ path: `.tmp/shots/newcomer-voice-engine-${width}.png` });
  });
}

for (const width of [1280, 390]) {
  test(`a refused key is said beside the field, and its toast covers neither the navigation nor the form, at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: width > 400 ? 800 : 844 });
    const app = new AppPage(page);
    await app.goto("/api-dashboard");
    const form = page.getByRole("form", { name: "Model provider" });
    await form.getByLabel("OpenAI", { exact: true }).check();
    const key = form.getByTestId("provider-key");
    await key.fill("abc123");
    await form.getByRole("button", { name: "Update" }).click();

    const toast = page.getByTestId("toast").last();
    await expect(toast).toContainText("OpenAI API keys must start with sk-");
    const said = form.getByTestId("field-problem");
    await expect(said).toHaveText("OpenAI API keys must start with sk-");
    await expect(key).toHaveAttribute("aria-invalid", "true");
    await expect(key).toHaveAccessibleDescription("OpenAI API keys must start with sk-");
    await page.screenshot({ path: `.tmp/shots/newcomer-key-toast-${width}.png` });

    // Wherever the page stands (where the click left it, and at its top), the toast is seen and lies over none of these.
    const navigation = width > 400 ? app.topNav.getByRole("link") : app.bottomNav.getByRole("link");
    const needed = [
      navigation,
      width > 400 ? app.allPagesTop : app.allPagesBar,
      form.getByRole("radio"),
      form.getByRole("group", { name: "Who answers" }),
      key,
      said,
      form.getByRole("button"),
    ];
    await expectUncovered(toast, needed);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectUncovered(toast, needed);

    // The toast fades; what was said beside the key stays until the key changes.
    await expect(toast).toBeHidden({ timeout: 10_000 });
    await expect(said).toBeVisible();
    await key.fill("sk-abc123");
    await expect(said).toHaveCount(0);
    await expect(key).not.toHaveAttribute("aria-invalid", "true");
  });
}
