import { AUTOMATIC_VOICE, SPEECH_LANG, VOICES_WAIT_MS } from "@contract/voice";
import { useSyncExternalStore } from "react";

/** The parts of a SpeechSynthesisVoice that choosing one needs. */
export type VoiceLike = Pick<SpeechSynthesisVoice, "name" | "lang"> & Partial<Pick<SpeechSynthesisVoice, "default">>;

const langOf = (v: VoiceLike) => v.lang.toLowerCase().replace("_", "-");
const isEnUs = (v: VoiceLike) => langOf(v) === SPEECH_LANG.toLowerCase();
const isEnglish = (v: VoiceLike) => langOf(v).startsWith("en");
/** 0 for en-US, 1 for other English, 2 for the rest. */
const languageRank = (v: VoiceLike) => (isEnUs(v) ? 0 : isEnglish(v) ? 1 : 2);

/** The device's voice to speak with when none was chosen, or the chosen one is not here: en-US, then any English. */
export function englishVoice<V extends VoiceLike>(voices: readonly V[]): V | null {
  const rank = (v: V) => languageRank(v) * 2 + (v.default ? 0 : 1);
  return [...voices].sort((a, b) => rank(a) - rank(b))[0] ?? null;
}

export type VoiceChoice<V> = { voice: V | null; missing: boolean };

/** The voice named `name`, or the English fallback (`missing` says a chosen voice was not found on this device). */
export function chooseVoice<V extends VoiceLike>(voices: readonly V[], name: string): VoiceChoice<V> {
  const chosen = name === AUTOMATIC_VOICE ? undefined : voices.find((v) => v.name === name);
  if (chosen) return { voice: chosen, missing: false };
  return { voice: englishVoice(voices), missing: name !== AUTOMATIC_VOICE };
}

/** English voices first (en-US leading), each group by name. */
export function englishFirst<V extends VoiceLike>(voices: readonly V[]): V[] {
  return [...voices].sort((a, b) => languageRank(a) - languageRank(b) || a.name.localeCompare(b.name));
}

export const synth = (): SpeechSynthesis | null =>
  typeof window !== "undefined" && "speechSynthesis" in window ? window.speechSynthesis : null;

/** The voices the browser offers now (none where it cannot list them). */
export function currentVoices(): SpeechSynthesisVoice[] {
  const s = synth();
  return typeof s?.getVoices === "function" ? s.getVoices() : [];
}

/** Calls `listener` whenever the browser's list of voices changes (Chrome fills it in after the page starts). */
function onVoicesChanged(listener: () => void): () => void {
  const s = synth();
  if (typeof s?.addEventListener !== "function") return () => {};
  s.addEventListener("voiceschanged", listener);
  return () => s.removeEventListener("voiceschanged", listener);
}

let waiting: Promise<SpeechSynthesisVoice[]> | null = null;
let waited = false;

/** The voices, waiting once per page (at most VOICES_WAIT_MS) for a list that has not arrived yet. */
export function loadVoices(): Promise<SpeechSynthesisVoice[]> {
  const now = currentVoices();
  const s = synth();
  if (waited || now.length > 0 || typeof s?.addEventListener !== "function") return Promise.resolve(now);
  waiting ??= new Promise((resolve) => {
    const stop = onVoicesChanged(done);
    const timer = setTimeout(done, VOICES_WAIT_MS);
    function done() {
      clearTimeout(timer);
      stop();
      waited = true;
      resolve(currentVoices());
    }
  });
  return waiting;
}

let snapshot: SpeechSynthesisVoice[] = [];
const NO_VOICES: SpeechSynthesisVoice[] = [];
const noVoices = () => NO_VOICES;
const readVoices = () => {
  const now = englishFirst(currentVoices());
  const same = now.length === snapshot.length && now.every((v, i) => v.name === snapshot[i]?.name && v.lang === snapshot[i]?.lang);
  if (!same) snapshot = now;
  return snapshot;
};

/** The device's voices, English first, kept up to date as the browser loads them. */
export function useDeviceVoices(): SpeechSynthesisVoice[] {
  return useSyncExternalStore(onVoicesChanged, readVoices, noVoices);
}
