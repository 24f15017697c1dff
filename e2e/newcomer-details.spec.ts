import { expect, test } from "@playwright/test";
import { VoiceEnginePage } from "./support/voice-engine-page";

// Issue 38's smaller things a newcomer met, each seen where the owner sees it, at 1280 and 390 px.
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
