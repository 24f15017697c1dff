import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { endSpeech, installSpeechSynthesis, spokenIn } from "./support/speech-synthesis-stand-in";
import { VOICED, VoiceEnginePage } from "./support/voice-engine-page";

// Headless Chromium has no speech voices and speaks nothing: every test here runs with a scripted stand-in for
// speechSynthesis and SpeechSynthesisUtterance, injected with page.addInitScript (see support/speech-synthesis-stand-in.ts).
// Its voices are "Microsoft Ava Online (Natural) - English (United States)", "Google US English",
// "Google UK English Female" and "Google Deutsch"; utterances are recorded on window.__speechSynthesis and end on command.

/** Spec 000 §9 and §5, written out here so the test can disagree with the app. */
const DEFAULTS = {
  aeris: { rate: "0.9", pitch: "1.0", volume: "0.8" },
  nova: { rate: "1.0", pitch: "1.2", volume: "0.8" },
  musashi: { rate: "0.8", pitch: "0.9", volume: "0.9" },
  socrates: { rate: "0.85", pitch: "1.0", volume: "0.8" },
} as const;
const RANGES = { rate: ["0.3", "2"], pitch: ["0.5", "2"], volume: ["0.1", "1"] } as const;
const PRESETS = {
  aeris: "Microsoft Ava Online (Natural) - English (United States)",
  nova: "Microsoft Emma Online (Natural) - English (United States)",
  musashi: "Microsoft David - English (United States)",
  socrates: "Microsoft Mark - English (United States)",
} as const;

test.beforeEach(async ({ page }) => {
  await installSpeechSynthesis(page);
});

test("starts from the spec's defaults, saves each change at once and restores it after a reload", async ({ page }) => {
  const voices = new VoiceEnginePage(page);
  await voices.open();
  for (const p of VOICED) {
    for (const t of ["rate", "pitch", "volume"] as const) await expect(voices.shownValue(p, t)).toHaveText(DEFAULTS[p][t]);
  }
  // The device's voices arrive late (as in Chrome) and are offered English first.
  const options = voices.voiceSelect("nova").locator("option");
  await expect(options).toHaveText([
    "Automatic (an English voice)",
    "Google US English (en-US)",
    "Microsoft Ava Online (Natural) - English (United States) (en-US)",
    "Google UK English Female (en-GB)",
    "Google Deutsch (de-DE)",
  ]);

  await voices.voiceSelect("nova").selectOption("Google UK English Female");
  await voices.slider("nova", "rate").focus();
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  await expect(voices.shownValue("nova", "rate")).toHaveText("1.2");
  await voices.slider("musashi", "volume").fill("0.3");
  await expect(voices.shownValue("musashi", "volume")).toHaveText("0.3");
  expect(await voices.stored()).toMatchObject({
    nova: { voice: "Google UK English Female", rate: 1.2, pitch: 1.2, volume: 0.8 },
    musashi: { voice: "", rate: 0.8, pitch: 0.9, volume: 0.3 },
  });

  await page.reload();
  await page.getByRole("tab", { name: "Voice Engine" }).click();
  await expect(voices.voiceSelect("nova")).toHaveValue("Google UK English Female");
  await expect(voices.shownValue("nova", "rate")).toHaveText("1.2");
  await expect(voices.slider("nova", "rate")).toHaveValue("1.2");
  await expect(voices.shownValue("musashi", "volume")).toHaveText("0.3");
  await expect(voices.shownValue("aeris", "rate")).toHaveText("0.9");
});

test("keeps every slider inside the spec's range, moving in steps of 0.1", async ({ page }) => {
  const voices = new VoiceEnginePage(page);
  await voices.open();
  for (const t of ["rate", "pitch", "volume"] as const) {
    const slider = voices.slider("aeris", t);
    await expect(slider).toHaveAttribute("min", RANGES[t][0]);
    await expect(slider).toHaveAttribute("max", RANGES[t][1]);
    await expect(slider).toHaveAttribute("step", "0.1");
    await slider.focus();
    await page.keyboard.press("End");
    await page.keyboard.press("ArrowRight");
    await expect(slider).toHaveValue(RANGES[t][1]);
    await page.keyboard.press("Home");
    await page.keyboard.press("ArrowLeft");
    await expect(slider).toHaveValue(RANGES[t][0]);
    await page.keyboard.press("ArrowRight");
    // One step up from the minimum.
    await expect(voices.shownValue("aeris", t)).toHaveText((Number(RANGES[t][0]) + 0.1).toFixed(1));
  }
  // A value typed past the end is held at the end; one between steps goes to the nearest step.
  await voices.slider("nova", "pitch").fill("7");
  await expect(voices.shownValue("nova", "pitch")).toHaveText("2.0");
  await voices.slider("nova", "volume").fill("0.44");
  await expect(voices.shownValue("nova", "volume")).toHaveText("0.4");
  expect(await voices.stored()).toMatchObject({
    aeris: { rate: 0.4, pitch: 0.6, volume: 0.2 },
    nova: { pitch: 2, volume: 0.4 },
  });

  // Settings stored out of range (by hand, or by an older app) come back inside it.
  await page.evaluate(() =>
    localStorage.setItem(
      "citadel-voice-settings",
      JSON.stringify({ socrates: { voice: "Google US English", rate: 9, pitch: -3, volume: "loud" } }),
    ),
  );
  await page.reload();
  await page.getByRole("tab", { name: "Voice Engine" }).click();
  await expect(voices.shownValue("socrates", "rate")).toHaveText("2.0");
  await expect(voices.shownValue("socrates", "pitch")).toHaveText("0.5");
  await expect(voices.shownValue("socrates", "volume")).toHaveText("0.8");
  await expect(voices.voiceSelect("socrates")).toHaveValue("Google US English");
});

test("Reset to Microsoft defaults sets the preset voices and the default settings for all four", async ({ page }) => {
  const voices = new VoiceEnginePage(page);
  await voices.open();
  await voices.voiceSelect("aeris").selectOption("Google Deutsch");
  await voices.slider("aeris", "rate").fill("1.7");
  await voices.slider("socrates", "pitch").fill("1.9");
  await voices.resetButton.click();
  for (const p of VOICED) {
    await expect(voices.voiceSelect(p)).toHaveValue(PRESETS[p]);
    for (const t of ["rate", "pitch", "volume"] as const) await expect(voices.shownValue(p, t)).toHaveText(DEFAULTS[p][t]);
  }
  // Voices this device lacks stay selected, and say so.
  await expect(voices.voiceSelect("musashi").locator("option:checked")).toHaveText(`${PRESETS.musashi} (not on this device)`);
  await expect(voices.card("musashi").getByTestId("voice-missing")).toBeVisible();
  await expect(voices.card("aeris").getByTestId("voice-missing")).toHaveCount(0);
  expect(await voices.stored()).toEqual({
    aeris: { voice: PRESETS.aeris, rate: 0.9, pitch: 1, volume: 0.8 },
    nova: { voice: PRESETS.nova, rate: 1, pitch: 1.2, volume: 0.8 },
    musashi: { voice: PRESETS.musashi, rate: 0.8, pitch: 0.9, volume: 0.9 },
    socrates: { voice: PRESETS.socrates, rate: 0.85, pitch: 1, volume: 0.8 },
  });
  await page.reload();
  await page.getByRole("tab", { name: "Voice Engine" }).click();
  await expect(voices.voiceSelect("nova")).toHaveValue(PRESETS.nova);
});

test("Test with a voice this device does not have says Voice Not Found and speaks nothing", async ({ page }) => {
  const voices = new VoiceEnginePage(page);
  await voices.open();
  await voices.resetButton.click();
  await voices.testButton("musashi").click();
  await expect(voices.toast).toContainText("Voice Not Found");
  await expect(voices.toast).toContainText("Please select a valid voice");
  await expect(voices.toast).toHaveAttribute("data-variant", "destructive");
  expect(await spokenIn(page)).toEqual([]);
});

test("Test speaks a line in the chosen voice with the chosen rate, pitch and volume; pressed again it stops", async ({ page }) => {
  const voices = new VoiceEnginePage(page);
  await voices.open();
  await voices.voiceSelect("nova").selectOption("Google US English");
  await voices.slider("nova", "rate").fill("1.5");
  await voices.slider("nova", "pitch").fill("0.7");
  await voices.slider("nova", "volume").fill("0.4");
  await voices.testButton("nova").click();
  await expect(voices.testButton("nova")).toHaveText(/^Stop/);
  await expect.poll(() => spokenIn(page)).toHaveLength(1);
  const [first] = await spokenIn(page);
  expect(first).toMatchObject({ voice: "Google US English", lang: "en-US", rate: 1.5, pitch: 0.7, volume: 0.4 });
  expect(first?.text.length).toBeGreaterThan(0);
  // The line is spoken sentence by sentence, each with the same settings.
  await endSpeech(page);
  await expect.poll(() => spokenIn(page)).toHaveLength(2);
  expect((await spokenIn(page))[1]).toMatchObject({ voice: "Google US English", rate: 1.5, pitch: 0.7, volume: 0.4 });
  await voices.testButton("nova").click();
  await expect(voices.testButton("nova")).toHaveText(/^Test/);

  // After the reset, Aeris's preset voice is one this device has.
  await voices.resetButton.click();
  await voices.testButton("aeris").click();
  await expect.poll(async () => (await spokenIn(page)).at(-1)?.voice).toBe(PRESETS.aeris);
  expect((await spokenIn(page)).at(-1)).toMatchObject({ rate: 0.9, pitch: 1, volume: 0.8 });
});

test("fits a 390 px wide screen, and passes axe", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const voices = new VoiceEnginePage(page);
  await voices.open();
  await expect(voices.card("socrates")).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  const box = await voices.voiceSelect("aeris").boundingBox();
  expect((box?.x ?? 0) + (box?.width ?? 999)).toBeLessThanOrEqual(390);
  await expectNoSeriousA11yViolations(page, "/admin Voice Engine", { layout: "skip" });
});
