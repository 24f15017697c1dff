import path from "node:path";
import { test as base, chromium, expect, type Locator, type Page } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH, FAKE_MEDIA_ARGS } from "./browser";
import { AUTH_FILE, BASE_URL } from "./constants";

const FIXTURES = path.resolve(import.meta.dirname, "../fixtures/voice-call");

/**
 * Voice-call tests: `microphone` names the WAV (e2e/fixtures/voice-call) Chromium's fake microphone plays in a loop;
 * `call` is a page of a browser of its own, started with it (the switch is the browser's, so each test starts one).
 */
export const callTest = base.extend<{ microphone: string; call: Page }>({
  microphone: ["utterance.wav", { option: true }],
  call: async ({ microphone, viewport }, use) => {
    const browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_ARGS, ...FAKE_MEDIA_ARGS, `--use-file-for-fake-audio-capture=${path.join(FIXTURES, microphone)}`],
    });
    const context = await browser.newContext({ baseURL: BASE_URL, storageState: AUTH_FILE, viewport, serviceWorkers: "block" });
    await use(await context.newPage());
    await browser.close();
  },
});

/** The call screen's transcript lines of one speaker ("owner", "aeris", "nova", ...). */
export const transcriptLines = (page: Page, speaker: string): Locator =>
  page.getByTestId("call-transcript").locator(`li[data-speaker="${speaker}"]`);

/**
 * Resolves when the call listens. Loading the VAD (a 14 MB wasm compiled, the model read) takes a second on an idle
 * machine, far longer on a busy one.
 */
export async function expectListening(page: Page): Promise<Locator> {
  const screen = page.getByTestId("call-screen");
  await expect(screen).toHaveAttribute("data-phase", /listening|hearing/, { timeout: 60_000 });
  return screen;
}

/** The speech stand-in's sentences end a moment after they start, as if spoken. */
export const speakBriefly = (page: Page): Promise<void> =>
  page.evaluate(() => {
    const w = window as unknown as { __speechSynthesis: { end: () => void } };
    setInterval(() => {
      if (window.speechSynthesis.speaking) w.__speechSynthesis.end();
    }, 300);
  });
