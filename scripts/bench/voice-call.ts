// Issue 29, the voice call, against the mock (its first token at 0 ms): from the end of the owner's speech as the VAD
// sees it to the first audio of the reply, with browser speech and with provider speech; and barge-in, from the
// owner's speech heard over a reply to silence. Chromium's fake microphone plays e2e/fixtures/voice-call's utterance.wav
// (an utterance, then 10 s of silence, in a loop) or interrupting.wav (2.5 s of silence: it speaks over the reply) to
// the real VAD; the marks are the call's own (performance.mark: call:speech-end, call:first-audio, call:barge-in at
// the first frame of the speech that barged in, call:silent).
// Headless Chromium has no voices: "browser speech" is timed to the moment the speech stand-in is asked to speak and
// says it has started (what a real engine adds after that is its own). Provider speech is real: the clip fetched from
// /api/speech (the mock's WAV) and played; its first audio is the audio element's "playing".
import path from "node:path";
import { chromium, type Page } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH, FAKE_MEDIA_ARGS } from "../../e2e/support/browser";
import { installSpeechRecognition } from "../../e2e/support/speech-recognition-stand-in";
import { installSpeechSynthesis } from "../../e2e/support/speech-synthesis-stand-in";
import { startMockOpenAI } from "../../testing/mock-openai";
import { signIn, stopServerProcess } from "../../testing/server-process";
import { percentile, removeDir, startServer } from "./server-process";

const fixture = (name: string) => path.resolve("e2e/fixtures/voice-call", name);
/** Turns measured for each figure. */
const SAMPLES = 5;
const SHORT_REPLY = "The stars are old friends. They keep our secrets.";
const LONG_REPLY = `Listen. ${Array.from({ length: 40 }, (_, i) => `This is sentence number ${i + 1} of a long answer.`).join(" ")}`;

type Marks = { name: string; startTime: number }[];
const TO_FIRST_AUDIO: [string, string] = ["call:speech-end", "call:first-audio"];

const readMarks = (page: Page): Promise<Marks> =>
  page.evaluate(() => performance.getEntriesByType("mark").map(({ name, startTime }) => ({ name, startTime })));

/** For each `from` mark, the time to the `to` mark that follows it before the next `from` (none: skipped). */
function gaps(marks: Marks, from: string, to: string): number[] {
  const sorted = marks.filter((m) => m.name === from || m.name === to).toSorted((a, b) => a.startTime - b.startTime);
  return sorted.flatMap((m, i) => {
    const next = sorted[i + 1];
    return m.name === from && next?.name === to ? [next.startTime - m.startTime] : [];
  });
}

async function measure(
  base: string,
  cookie: string,
  speech: "browser" | "provider" | "browser, never ending",
  [from, to]: [string, string],
  microphone: string,
): Promise<{ figures: number[]; vadLoadMs: number }> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, ...FAKE_MEDIA_ARGS, `--use-file-for-fake-audio-capture=${fixture(microphone)}`],
  });
  const context = await browser.newContext({ serviceWorkers: "block" });
  const [name = "", value = ""] = cookie.split("=");
  await context.addCookies([{ name, value, url: base }]);
  // tsx names the stand-ins' functions with a helper of its own (esbuild's keepNames): the page needs it too.
  await context.addInitScript({ content: "globalThis.__name ??= (fn) => fn;" });
  const page = await context.newPage();
  await installSpeechRecognition(page, "none");
  if (speech !== "provider") await installSpeechSynthesis(page);
  if (speech === "browser") {
    // The stand-in's sentences end a moment after they start.
    await page.addInitScript(() =>
      setInterval(() => {
        if (window.speechSynthesis.speaking) (window as unknown as { __speechSynthesis: { end: () => void } }).__speechSynthesis.end();
      }, 100),
    );
  }
  await page.goto(base);
  const t0 = performance.now();
  await page.getByRole("button", { name: "Call Aeris" }).click();
  await page.locator('[data-testid="call-screen"][data-phase="listening"], [data-testid="call-screen"][data-phase="hearing"]').waitFor({
    timeout: 120_000,
  });
  const vadLoadMs = performance.now() - t0;
  const deadline = Date.now() + 180_000;
  let figures: number[] = [];
  while (figures.length < SAMPLES && Date.now() < deadline) {
    await page.waitForTimeout(1000);
    figures = gaps(await readMarks(page), from, to);
  }
  await browser.close();
  return { figures: figures.slice(0, SAMPLES), vadLoadMs };
}

const summary = (figures: number[]) =>
  figures.length === 0
    ? "no samples"
    : `median ${percentile(figures, 50).toFixed(0)} ms, worst ${Math.max(...figures).toFixed(0)} ms (${figures.length} turns: ${figures.map((f) => f.toFixed(0)).join(", ")})`;

export async function benchVoiceCall() {
  const mock = await startMockOpenAI();
  mock.script({ kind: "reply", text: "tell me about the stars" });
  const server = await startServer();
  const cookie = await signIn(server.base);
  const put = (url: string, data: unknown) =>
    fetch(`${server.base}${url}`, {
      method: "PUT",
      headers: { "content-type": "application/json", cookie, origin: server.base },
      body: JSON.stringify(data),
    });
  await put("/api/provider", { provider: "openai-compatible", baseUrl: mock.url, model: "mock-small" });

  console.log("\nVoice call (issue 29), against the mock (first token at 0 ms); the VAD's own end-of-speech wait is 700 ms");
  mock.route(() => ({ kind: "reply", text: SHORT_REPLY }));
  const browserSpeech = await measure(server.base, cookie, "browser", TO_FIRST_AUDIO, "utterance.wav");
  console.log(`  VAD ready after the Call button: ${browserSpeech.vadLoadMs.toFixed(0)} ms (model and wasm fetched, compiled)`);
  console.log(`  end of speech to first audio, browser speech:  ${summary(browserSpeech.figures)} (target < 400 ms)`);
  await put("/api/voice-servers", { voices: { aeris: "alloy" } });
  const providerSpeech = await measure(server.base, cookie, "provider", TO_FIRST_AUDIO, "utterance.wav");
  console.log(`  end of speech to first audio, provider speech: ${summary(providerSpeech.figures)} (target < 400 ms)`);
  await put("/api/voice-servers", { voices: { aeris: null } });
  mock.route(() => ({ kind: "reply", text: LONG_REPLY, chunkDelayMs: 20 }));
  // The first sentence is still sounding when the fixture's next loop speaks over it.
  const bargeIn = await measure(server.base, cookie, "browser, never ending", ["call:barge-in", "call:silent"], "interrupting.wav");
  console.log(`  barge-in, the owner's speech heard to silence:  ${summary(bargeIn.figures)} (target < 300 ms)`);

  await stopServerProcess(server.child);
  removeDir(server.dataDir);
  await mock.close();
}
