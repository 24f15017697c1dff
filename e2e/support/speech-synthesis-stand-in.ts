import type { Page } from "@playwright/test";

/**
 * A scripted stand-in for the browser's speech synthesis. Headless Chromium has no voices (and speaks nothing), so a
 * page that should speak gets this instead, before any of its scripts run: a list of fake voices (loaded a moment
 * after the page starts, as Chrome does, announced with "voiceschanged"), every utterance recorded on
 * window.__speechSynthesis.spoken with the voice, rate, pitch and volume it was given, and speech that ends (or fails)
 * only on command (each saying when it starts).
 */
export type SpokenUtterance = { text: string; voice: string | null; lang: string; rate: number; pitch: number; volume: number };
export type StandInVoice = { name: string; lang: string };

export const STAND_IN_VOICES: readonly StandInVoice[] = [
  { name: "Microsoft Ava Online (Natural) - English (United States)", lang: "en-US" },
  { name: "Google US English", lang: "en-US" },
  { name: "Google UK English Female", lang: "en-GB" },
  { name: "Google Deutsch", lang: "de-DE" },
];

type SpeechRecord = { spoken: SpokenUtterance[]; cancels: number; end: () => void; fail: (error: string) => void };
type WithStandIn = Window & { __speechSynthesis: SpeechRecord };

export async function installSpeechSynthesis(page: Page, voices: readonly StandInVoice[] = STAND_IN_VOICES): Promise<void> {
  await page.addInitScript((list: StandInVoice[]) => {
    type Utterance = {
      text: string;
      voice: { name: string } | null;
      lang: string;
      rate: number;
      pitch: number;
      volume: number;
      onstart: ((e: Event) => void) | null;
      onend: ((e: Event) => void) | null;
      onerror: ((e: Event & { error: string }) => void) | null;
    };
    class StandInUtterance extends EventTarget {
      voice = null;
      lang = "";
      rate = 1;
      pitch = 1;
      volume = 1;
      onstart = null;
      onend = null;
      onerror = null;
      constructor(public text = "") {
        super();
      }
    }
    let loaded: object[] = [];
    let pending: Utterance[] = [];
    const finish = (u: Utterance | undefined, error: string | null) => {
      if (!u) return;
      if (error === null) u.onend?.(new Event("end"));
      else u.onerror?.(Object.assign(new Event("error"), { error }));
      pending[0]?.onstart?.(new Event("start"));
    };
    const record: SpeechRecord = {
      spoken: [],
      cancels: 0,
      end: () => finish(pending.shift(), null),
      fail: (error) => finish(pending.shift(), error),
    };
    class StandInSynthesis extends EventTarget {
      paused = false;
      get speaking() {
        return pending.length > 0;
      }
      get pending() {
        return pending.length > 1;
      }
      getVoices() {
        return loaded;
      }
      speak(u: Utterance) {
        const { text, lang, rate, pitch, volume } = u;
        record.spoken.push({ text, voice: u.voice?.name ?? null, lang, rate, pitch, volume });
        pending.push(u);
        if (pending.length === 1) u.onstart?.(new Event("start"));
      }
      cancel() {
        record.cancels++;
        const dropped = pending;
        pending = [];
        for (const u of dropped) finish(u, "interrupted");
      }
      pause() {}
      resume() {}
    }
    const synthesis = new StandInSynthesis();
    Object.defineProperty(window, "speechSynthesis", { configurable: true, value: synthesis });
    Object.defineProperty(window, "SpeechSynthesisUtterance", { configurable: true, writable: true, value: StandInUtterance });
    (window as unknown as WithStandIn).__speechSynthesis = record;
    setTimeout(() => {
      loaded = list.map((v, i) => ({ ...v, default: i === 0, localService: true, voiceURI: v.name }));
      synthesis.dispatchEvent(new Event("voiceschanged"));
    }, 50);
  }, voices as StandInVoice[]);
}

/** What the page has spoken so far. */
export const spokenIn = (page: Page): Promise<SpokenUtterance[]> =>
  page.evaluate(() => (window as unknown as WithStandIn).__speechSynthesis.spoken);

/** The utterance being spoken ends. */
export const endSpeech = (page: Page): Promise<void> => page.evaluate(() => (window as unknown as WithStandIn).__speechSynthesis.end());

/** The utterance being spoken fails with `error` (as "synthesis-failed" would in a browser). */
export const failSpeech = (page: Page, error = "synthesis-failed"): Promise<void> =>
  page.evaluate((e) => (window as unknown as WithStandIn).__speechSynthesis.fail(e), error);

/** How many times the page has cancelled speech (a new reply must never do so). */
export const cancelsIn = (page: Page): Promise<number> => page.evaluate(() => (window as unknown as WithStandIn).__speechSynthesis.cancels);
