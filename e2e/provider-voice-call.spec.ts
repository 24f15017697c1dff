import path from "node:path";
import { test as base, chromium, expect, type Page } from "@playwright/test";
import { type MockOpenAI, startMockOpenAI } from "../testing/mock-openai";
import { CHROMIUM_ARGS, CHROMIUM_PATH, FAKE_MEDIA_ARGS } from "./support/browser";
import { AUTH_FILE, BASE_URL } from "./support/constants";
import { useProvider } from "./support/server-api";
import { installSpeechRecognition } from "./support/speech-recognition-stand-in";

// A voice call, heard through Chromium's fake microphone fed from WAV files (e2e/fixtures/voice-call, made with
// espeak-ng and sox: an utterance and the silence after it, played in a loop). The VAD is the real one (Silero in
// onnxruntime-web, served by the app). Headless Chromium's speech recognition needs Google's service, which it cannot
// reach: it is taken away here, so the call records each utterance and the server transcribes it through the mock.
// These switch the server's provider, so they run in the "provider" project, one at a time.

const FIXTURES = path.resolve(import.meta.dirname, "fixtures/voice-call");

/** `microphone`: the fixture the fake microphone plays; `call`: a page of a browser of its own, started with it. */
const test = base.extend<{ provider: MockOpenAI; microphone: string; call: Page }, { mock: MockOpenAI }>({
  microphone: ["utterance.wav", { option: true }],
  call: async ({ microphone, viewport }, use) => {
    const browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_ARGS, ...FAKE_MEDIA_ARGS, `--use-file-for-fake-audio-capture=${path.join(FIXTURES, microphone)}`],
    });
    const context = await browser.newContext({ baseURL: BASE_URL, storageState: AUTH_FILE, viewport, serviceWorkers: "block" });
    const page = await context.newPage();
    await use(page);
    await browser.close();
  },
  mock: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixture's dependencies from this pattern
    async ({}, use) => {
      const mock = await startMockOpenAI();
      await use(mock);
      await mock.close();
    },
    { scope: "worker" },
  ],
  provider: async ({ mock, request }, use) => {
    mock.requests.length = 0;
    mock.route(null);
    const restore = await useProvider(request, { provider: "openai-compatible", baseUrl: mock.url, model: "mock-small" });
    await use(mock);
    mock.route(null);
    await restore();
  },
});
test.describe.configure({ mode: "serial" });

const transcriptions = (mock: MockOpenAI) => mock.requests.filter((r) => r.path === "/v1/audio/transcriptions");
const chats = (mock: MockOpenAI) => mock.requests.filter((r) => r.path === "/v1/chat/completions");

async function startCall(page: Page) {
  await installSpeechRecognition(page, "none");
  await page.goto("/");
  await page.getByRole("button", { name: "Call Aeris" }).click();
  const screen = page.getByTestId("call-screen");
  await expect(screen).toBeVisible();
  return screen;
}

test.describe("a call that hears", () => {
  test.use({ microphone: "utterance.wav" });

  test("three turns with nothing pressed: each utterance is transcribed, sent, answered, and the call listens again", async ({
    call: page,
    provider: mock,
  }) => {
    test.setTimeout(90_000);
    mock.script({ kind: "reply", text: "tell me about the stars" });
    mock.route(() => ({ kind: "reply", text: "The stars are old friends. They keep our secrets." }));
    const screen = await startCall(page);
    await expect(screen).toHaveAttribute("data-phase", "listening", { timeout: 15_000 });
    await expect(page.getByTestId("call-transcript").locator('li[data-speaker="owner"]')).toHaveCount(3, { timeout: 60_000 });
    await expect(page.getByTestId("call-transcript").locator('li[data-speaker="aeris"]')).toHaveCount(3, { timeout: 15_000 });
    const heard = transcriptions(mock);
    expect(heard.length).toBeGreaterThanOrEqual(3);
    const wav = heard[0]?.file;
    expect(wav?.type).toBe("audio/wav");
    expect(wav?.bytes.subarray(0, 4).toString("ascii")).toBe("RIFF");
    expect(wav?.bytes.readUInt32LE(24)).toBe(16_000);
    expect(chats(mock).length).toBeGreaterThanOrEqual(3);
  });
});
