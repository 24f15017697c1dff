// Speech out (issue 29), in Chromium against the built server and the mock: from Send to the first sound of the reply
// read aloud (the first sentence spoken while the rest is still being written), with the browser's speech and with
// provider speech (the mock's /audio/speech, a WAV tone the page really plays); and Stop: from the press to silence,
// and to the kept reply shown as interrupted. The browser's speech synthesis is a stand-in (headless Chromium has no
// voices): it starts an utterance at once and speaks it for 2 s, so what is timed is Citadel's part. Beside the first
// sound: when the first sentence is whole on screen (the next word shown), in the same runs.
import { launchChromium } from "../../e2e/support/browser";
import { startMockOpenAI } from "../../testing/mock-openai";
import { signIn, stopServerProcess } from "../../testing/server-process";
import { percentile, removeDir, startServer } from "./server-process";

const RUNS = 12;
/** A reply whose first token the mock sends at once, then a word every 30 ms (so it is still written while spoken). */
const REPLY = `The candles are lit for you tonight, Dreamer. ${"Every flame keeps a memory we share, and every memory keeps a flame. ".repeat(8)}`;

/** Marks on the page's own clock: Send pressed, first speech start (utterance "start" or audio "playing"), Stop pressed, silence. */
const STAND_IN = `(() => {
  try {
    localStorage.setItem("citadel_access", "true");
    localStorage.setItem("citadel-read-aloud", "true");
  } catch {}
  const marks = { starts: [], silences: [] };
  window.__marks = marks;
  class Utterance extends EventTarget {
    constructor(text) { super(); this.text = text; this.voice = null; this.lang = ""; this.rate = 1; this.pitch = 1; this.volume = 1; this.onstart = null; this.onend = null; this.onerror = null; }
  }
  let pending = [];
  let timer = null;
  const begin = () => {
    const u = pending[0];
    if (!u) return;
    marks.starts.push(performance.now());
    u.onstart && u.onstart(new Event("start"));
    timer = setTimeout(() => { pending.shift(); u.onend && u.onend(new Event("end")); begin(); }, 2000);
  };
  const synth = new (class extends EventTarget {
    get speaking() { return pending.length > 0; }
    get paused() { return false; }
    getVoices() { return [{ name: "Stand-in", lang: "en-US", default: true, localService: true, voiceURI: "Stand-in" }]; }
    speak(u) { pending.push(u); if (pending.length === 1) begin(); }
    cancel() { marks.silences.push(performance.now()); clearTimeout(timer); const dropped = pending; pending = []; for (const u of dropped) u.onerror && u.onerror(Object.assign(new Event("error"), { error: "interrupted" })); }
    resume() {}
    pause() {}
  })();
  Object.defineProperty(window, "speechSynthesis", { configurable: true, value: synth });
  Object.defineProperty(window, "SpeechSynthesisUtterance", { configurable: true, writable: true, value: Utterance });
  // The first sentence is whole once the next one's first word is in the reply being written.
  new MutationObserver(() => {
    const live = document.querySelector('[data-testid="pending-reply"]');
    if (marks.sentenceShown === undefined && live && live.textContent.includes("Dreamer. Every")) marks.sentenceShown = performance.now();
  }).observe(document, { subtree: true, childList: true, characterData: true });
  // Provider speech plays in audio elements outside the document: their events are heard on each element.
  const play = HTMLMediaElement.prototype.play;
  HTMLMediaElement.prototype.play = function () {
    this.addEventListener("playing", () => marks.starts.push(performance.now()));
    this.addEventListener("pause", () => marks.silences.push(performance.now()));
    return play.call(this);
  };
  document.addEventListener("click", (e) => {
    const b = e.target instanceof Element ? e.target.closest("button") : null;
    if (!b) return;
    if (b.textContent.trim() === "Send") marks.sent = performance.now();
    if (b.getAttribute("aria-label") === "Stop the reply") marks.stopped = performance.now();
  }, true);
})()`;

type Marks = { sent?: number; sentenceShown?: number; stopped?: number; starts: number[]; silences: number[] };

const stats = (xs: number[]) => `median ${percentile(xs, 50).toFixed(0)} ms, p95 ${percentile(xs, 95).toFixed(0)} ms (${xs.length} runs)`;

export async function benchSpeech() {
  const mock = await startMockOpenAI();
  mock.script({ kind: "reply", text: REPLY, chunkDelayMs: 30 });
  const server = await startServer();
  const cookie = await signIn(server.base);
  const put = (url: string, body: unknown) =>
    fetch(`${server.base}${url}`, { method: "PUT", headers: { cookie, "content-type": "application/json" }, body: JSON.stringify(body) });
  await put("/api/provider", { provider: "openai-compatible", baseUrl: mock.url, model: "mock-small" });
  const [name = "", value = ""] = cookie.split("=");
  const browser = await launchChromium();
  const results: Record<string, { shown: number[]; firstSound: number[]; silence: number[]; kept: number[] }> = {};
  try {
    for (const engine of ["browser speech", "provider speech"] as const) {
      await put("/api/voice-servers", { voices: { nova: engine === "provider speech" ? "alloy" : null } });
      const r = { shown: [] as number[], firstSound: [] as number[], silence: [] as number[], kept: [] as number[] };
      results[engine] = r;
      for (let i = 0; i < RUNS + 1; i++) {
        const context = await browser.newContext({ serviceWorkers: "block" });
        await context.addCookies([{ name, value, url: server.base }]);
        await context.addInitScript({ content: STAND_IN });
        const page = await context.newPage();
        await page.goto(`${server.base}/nova`);
        // Typed once the app has taken over the server's drawing (what is typed before is drawn over).
        const input = page.getByPlaceholder("Speak to the Cathedral...");
        const send = page.getByRole("button", { name: "Send", exact: true });
        for (let tries = 0; !(await send.isEnabled()) && tries < 100; tries++) {
          await input.fill(`Tell me of the candles (${engine} ${i})`);
          await page.waitForTimeout(50);
        }
        await send.click();
        await page.waitForFunction(() => (window as unknown as { __marks: Marks }).__marks.starts.length > 0, null, { timeout: 10_000 });
        // Stop while it speaks and the reply is still being written.
        await page.waitForTimeout(300);
        await page.getByRole("button", { name: "Stop the reply" }).click();
        await page.getByTestId("interrupted-mark").last().waitFor({ timeout: 10_000 });
        const keptAt = await page.evaluate(() => performance.now());
        const marks = await page.evaluate(() => (window as unknown as { __marks: Marks }).__marks);
        await context.close();
        if (i === 0) continue; // the first run warms the server and the browser's caches
        const sent = marks.sent ?? Number.NaN;
        const stopped = marks.stopped ?? Number.NaN;
        r.shown.push((marks.sentenceShown ?? Number.NaN) - sent);
        r.firstSound.push((marks.starts[0] ?? Number.NaN) - sent);
        r.silence.push((marks.silences.find((t) => t >= stopped) ?? Number.NaN) - stopped);
        r.kept.push(keptAt - stopped);
      }
    }
  } finally {
    await browser.close();
    await stopServerProcess(server.child);
    removeDir(server.dataDir);
    await mock.close();
  }
  console.log("\nspeech out (issue 29; the mock's first token at 0 ms, then a word every 30 ms):");
  for (const [engine, r] of Object.entries(results)) {
    console.log(`  ${engine}: Send to the first sentence whole on screen ${stats(r.shown)}`);
    console.log(`  ${engine}: Send to the first sound of the reply ${stats(r.firstSound)}`);
    console.log(`  ${engine}: Stop to silence ${stats(r.silence)}`);
    console.log(`  ${engine}: Stop to the kept reply shown, interrupted ${stats(r.kept)}`);
  }
}
