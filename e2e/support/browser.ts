import { chromium } from "@playwright/test";

/** Debian's Chromium, and the switches every browser test starts it with. */
export const CHROMIUM_PATH = "/usr/bin/chromium";
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
] as const;

/** Chromium's fake camera and microphone (a moving test pattern and a beep), with permission granted. */
export const FAKE_MEDIA_ARGS = ["--use-fake-device-for-media-stream", "--use-fake-ui-for-media-stream"] as const;

/** Starts Debian's Chromium with those switches, outside Playwright's test runner (the benchmarks). */
export function launchChromium() {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
}
