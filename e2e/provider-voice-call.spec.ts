import type { ChatMessage } from "@contract/chat";
import { expect, type Page } from "@playwright/test";
import type { MockOpenAI } from "../testing/mock-openai";
import { jpegSize } from "./support/jpeg";
import { useProvider } from "./support/server-api";
import { installSpeechRecognition } from "./support/speech-recognition-stand-in";
import { cancelsIn, installSpeechSynthesis, spokenIn } from "./support/speech-synthesis-stand-in";
import { callTest, expectListening, speakBriefly, transcriptLines } from "./support/voice-call";
import { workerMock } from "./support/worker-mock";

// A voice call, heard through Chromium's fake microphone fed from WAV files (e2e/fixtures/voice-call, made with
// espeak-ng and sox by make-fixtures.sh: an utterance and the silence after it, played in a loop). The VAD is the real
// one (Silero in onnxruntime-web, served by the app), and so is everything after it: the WAV sent to /api/transcribe,
// the message sent as a typed one is, the reply streamed and spoken sentence by sentence, the provider's speech.
// Stand-ins only where headless Chromium cannot: its speech recognition needs Google's service (taken away here, so
// the server transcribes through the mock), and it has no voices (the browser-speech tests use the speech stand-in,
// whose sentences end when the test says).
// These switch the server's provider, so they run in the "provider" project, one at a time.

const HEARD = "tell me about the stars";
const REPLY = "The stars are old friends. They keep our secrets.";
/** A reply whose first sentence is spoken at once, long enough to be still streaming (a word every 250 ms) when the owner speaks again. */
const LONG_REPLY = `Listen. ${Array.from({ length: 10 }, (_, i) => `This is sentence number ${i + 1} of a long answer.`).join(" ")}`;

const test = callTest.extend<{ provider: MockOpenAI }, { mock: MockOpenAI }>({
  mock: workerMock,
  provider: async ({ mock, request }, use) => {
    mock.requests.length = 0;
    mock.script({ kind: "reply", text: HEARD });
    mock.route(() => ({ kind: "reply", text: REPLY }));
    const restore = await useProvider(request, { provider: "openai-compatible", baseUrl: mock.url, model: "mock-small" });
    await use(mock);
    mock.route(null);
    mock.speech({ kind: "ok" });
    await request.put("/api/voice-servers", { data: { voices: { aeris: null } } });
    await restore();
  },
});
test.describe.configure({ mode: "serial" });

const requestsTo = (mock: MockOpenAI, what: string) => mock.requests.filter((r) => r.path === `/v1/${what}`);
const lines = transcriptLines;

/** Opens Aeris's page with the stand-ins in place and starts a call; resolves when it listens. */
async function startCall(page: Page, { speech }: { speech: "stand-in" | "provider" }) {
  await installSpeechRecognition(page, "none");
  if (speech === "stand-in") await installSpeechSynthesis(page);
  await page.goto("/");
  await page.getByRole("button", { name: "Call Aeris" }).click();
  const screen = page.getByTestId("call-screen");
  await expect(screen).toBeVisible();
  return expectListening(page);
}

test.describe("a call that hears an utterance", () => {
  test.use({ microphone: "utterance.wav" });

  test("three turns with nothing pressed: heard, transcribed, sent, answered, spoken sentence by sentence, and listening again", async ({
    call: page,
    provider: mock,
  }) => {
    test.setTimeout(150_000);
    const screen = await startCall(page, { speech: "stand-in" });
    await speakBriefly(page);
    await expect(lines(page, "owner")).toHaveCount(3, { timeout: 60_000 });
    await expect(lines(page, "aeris")).toHaveCount(3, { timeout: 15_000 });
    await expect(lines(page, "owner").first()).toContainText(HEARD);
    await expect(lines(page, "aeris").first()).toContainText(REPLY);
    await expect(screen).toHaveAttribute("data-phase", /listening|hearing/, { timeout: 10_000 });

    // Each reply was spoken a sentence at a time, in Aeris's voice settings.
    await expect.poll(async () => (await spokenIn(page)).length, { timeout: 10_000 }).toBeGreaterThanOrEqual(6);
    const spoken = (await spokenIn(page)).map((u) => u.text);
    expect(spoken.slice(0, 6)).toEqual(Array.from({ length: 3 }, () => ["The stars are old friends.", "They keep our secrets."]).flat());

    // What the mock's transcription received: a WAV of 16 kHz mono speech, one per utterance, nothing else.
    const heard = requestsTo(mock, "audio/transcriptions");
    expect(heard.length).toBeGreaterThanOrEqual(3);
    for (const { file, body } of heard) {
      expect(body.model).toBe("whisper-1");
      expect(file?.type).toBe("audio/wav");
      expect(file?.bytes.subarray(0, 4).toString("ascii")).toBe("RIFF");
      expect(file?.bytes.readUInt16LE(22)).toBe(1);
      expect(file?.bytes.readUInt32LE(24)).toBe(16_000);
      // The utterance is about 2.6 s: its audio, the VAD's padding and end-of-speech wait, no more than 6 s.
      const seconds = ((file?.bytes.length ?? 0) - 44) / 32_000;
      expect(seconds).toBeGreaterThan(2);
      expect(seconds).toBeLessThan(6);
    }
    // Sent as a typed message is: the chat keeps the turns in its history, the words as the owner's.
    const chats = requestsTo(mock, "chat/completions");
    expect(chats.length).toBeGreaterThanOrEqual(3);
    const history = (await (await page.request.get("/api/personalities/aeris/messages?limit=6")).json()) as {
      content: string;
      isFromAI: boolean;
    }[];
    expect(history.filter((m) => !m.isFromAI).map((m) => m.content)).toContain(HEARD);

    await page.getByRole("button", { name: "End call" }).click();
    await expect(screen).toBeHidden();
  });

  test("with a provider voice, each sentence is fetched from /api/speech and played", async ({ call: page, provider: mock, request }) => {
    test.setTimeout(120_000);
    const put = await request.put("/api/voice-servers", { data: { voices: { aeris: "alloy" } } });
    expect(put.ok()).toBe(true);
    await startCall(page, { speech: "provider" });
    await expect(lines(page, "aeris")).toHaveCount(2, { timeout: 40_000 });
    const spoken = requestsTo(mock, "audio/speech");
    expect(spoken.map((r) => r.body.input).slice(0, 2)).toEqual(["The stars are old friends.", "They keep our secrets."]);
    expect(spoken[0]?.body.voice).toBe("alloy");
  });
});

test.describe("a call with the camera on", () => {
  test.use({ microphone: "utterance.wav" });

  test("a camera frame goes with the turn: JPEG, its longest side 800 px", async ({ call: page, provider: mock }) => {
    test.setTimeout(120_000);
    await startCall(page, { speech: "stand-in" });
    await speakBriefly(page);
    await page.getByRole("button", { name: "Turn the camera on" }).click();
    await expect(page.getByTestId("call-camera")).toBeVisible();
    await expect
      .poll(() => page.getByTestId("call-camera").evaluate((v: HTMLVideoElement) => v.videoWidth), { timeout: 10_000 })
      .toBeGreaterThan(0);
    // The next turn starts with the camera showing.
    const before = await lines(page, "owner").count();
    await expect(lines(page, "owner")).toHaveCount(before + 1, { timeout: 60_000 });
    await expect.poll(() => requestsTo(mock, "chat/completions").length, { timeout: 20_000 }).toBeGreaterThan(before);
    const sent = requestsTo(mock, "chat/completions").at(-1)?.body.messages as { content: unknown }[];
    const parts = sent.at(-1)?.content as { type: string; image_url?: { url: string } }[];
    const url = parts.find((p) => p.type === "image_url")?.image_url?.url ?? "";
    expect(url).toMatch(/^data:image\/jpeg;base64,/);
    // Chromium's fake camera gives 1280×720 at the call's ideal size: drawn at 800×450.
    const jpeg = Buffer.from(url.split(",")[1] ?? "", "base64");
    const size = jpegSize(jpeg);
    expect(Math.max(size.width, size.height)).toBe(800);
    await page.getByRole("button", { name: "Turn the camera off" }).click();
    await expect(page.getByTestId("call-camera")).toBeHidden();
  });
});

test.describe("a call with the Trinity", () => {
  test.use({ microphone: "utterance.wav" });

  test("Aeris answers and speaks, then after the pause Nova, each in her own voice", async ({ call: page, provider: mock }) => {
    test.setTimeout(120_000);
    mock.route((body) => {
      const system = JSON.stringify((body.messages as unknown[])[0] ?? "");
      return { kind: "reply", text: system.includes("Nova") && !system.includes("You are Aeris") ? "Nova here. I wonder too." : REPLY };
    });
    await installSpeechRecognition(page, "none");
    await installSpeechSynthesis(page);
    // When each utterance starts, to see the pause between the sisters.
    await page.addInitScript(() => {
      const times: { text: string; at: number }[] = [];
      (window as unknown as { __startedAt: typeof times }).__startedAt = times;
      const speak = window.speechSynthesis.speak.bind(window.speechSynthesis);
      window.speechSynthesis.speak = (u: SpeechSynthesisUtterance) => {
        times.push({ text: u.text, at: performance.now() });
        speak(u);
      };
    });
    await page.goto("/trinity");
    await page.getByRole("button", { name: "Call Aeris and Nova" }).click();
    await expectListening(page);
    await speakBriefly(page);
    // Once the owner has been heard, the microphone is muted: the fixture's next loop must not interrupt the sisters.
    await expect(lines(page, "owner")).toHaveCount(1, { timeout: 40_000 });
    await page.getByRole("button", { name: "Mute" }).click();
    await expect(lines(page, "nova")).toHaveCount(1, { timeout: 30_000 });
    await expect(lines(page, "nova").first()).toContainText("Nova here.");
    await expect.poll(async () => (await spokenIn(page)).length, { timeout: 10_000 }).toBe(4);
    const spoken = await spokenIn(page);
    expect(spoken.map((u) => u.text)).toEqual(["The stars are old friends.", "They keep our secrets.", "Nova here.", "I wonder too."]);
    // Each in her own voice settings (Nova's pitch is 1.2, Aeris's 1).
    expect(spoken.map((u) => u.pitch)).toEqual([1, 1, 1.2, 1.2]);
    // Nova began at least the spec's 5 s after Aeris's last sentence began.
    const started = await page.evaluate(() => (window as unknown as { __startedAt: { text: string; at: number }[] }).__startedAt);
    expect((started[2]?.at ?? 0) - (started[1]?.at ?? 0)).toBeGreaterThanOrEqual(5_000);
  });
});

test.describe("a call interrupted", () => {
  test.use({ microphone: "interrupting.wav" });

  test("speech over a reply silences it and stops it on the server (kept, interrupted); the words are the next turn", async ({
    call: page,
    provider: mock,
  }) => {
    test.setTimeout(120_000);
    mock.route(() => ({ kind: "reply", text: LONG_REPLY, chunkDelayMs: 250 }));
    await startCall(page, { speech: "stand-in" });
    // The first sentence sounds at once (the stand-in never ends it); the fixture's next loop speaks over it.
    await expect(page.getByTestId("call-screen")).toHaveAttribute("data-phase", "speaking", { timeout: 30_000 });
    await expect(page.getByTestId("call-screen")).toHaveAttribute("data-phase", "hearing", { timeout: 15_000 });
    expect(await cancelsIn(page)).toBeGreaterThan(0);
    expect((await spokenIn(page)).map((u) => u.text)).toContain("Listen.");
    await expect(lines(page, "aeris").filter({ hasText: "(interrupted)" }).first()).toBeVisible();
    // The reply was stopped on the server: kept with what was written, marked interrupted.
    await expect
      .poll(async () => {
        const history = (await (await page.request.get("/api/personalities/aeris/messages?limit=20")).json()) as ChatMessage[];
        return history.some((m) => m.isFromAI && m.interrupted && m.content.startsWith("Listen."));
      })
      .toBe(true);
    // The owner's words after the barge-in are the next turn.
    await expect(lines(page, "owner").nth(1)).toBeVisible({ timeout: 20_000 });
  });
});

test.describe("a call that hears silence", () => {
  test.use({ microphone: "silence.wav" });

  test("silence sends nothing", async ({ call: page, provider: mock }) => {
    test.setTimeout(90_000);
    const screen = await startCall(page, { speech: "stand-in" });
    await page.waitForTimeout(5_000);
    await expect(screen).toHaveAttribute("data-phase", "listening");
    expect(requestsTo(mock, "audio/transcriptions")).toEqual([]);
    expect(requestsTo(mock, "chat/completions")).toEqual([]);
    await page.keyboard.press("Escape");
    await expect(screen).toBeHidden();
  });
});
