import type { PersonalityName } from "@contract/personalities";
import { SPEECH_LANG } from "@contract/voice";
import { useSyncExternalStore } from "react";
import { speakableChunks } from "./speakable-text";
import { voiceSettingsFor } from "./voice-settings";
import { chooseVoice, loadVoices, synth } from "./voices";

/**
 * One speech queue for the whole app. Texts are spoken in the order they were queued, a sentence at a time (so speech
 * starts at once, and no utterance is long enough for Chrome to cut it off), and a new text waits for the one before
 * it: nothing is cut off mid-word unless the owner asks (stopSpeech, speakNow, the listen button).
 */

/** Tells a queued text apart for the listen buttons (a message id, say). */
export type SpeechKey = string | number;
/** `prosody` sets rate, pitch and volume instead of the personality's own (the council's read-aloud, 001 §9). */
export type SpeakOptions = { key?: SpeechKey; prosody?: { rate: number; pitch: number; volume: number } };

type Job = {
  key: SpeechKey | null;
  personality: PersonalityName;
  prosody: SpeakOptions["prosody"];
  chunks: string[];
  next: number;
  resolve: () => void;
  reject: (error: Error) => void;
};

let jobs: Job[] = [];
let running = false;
/** Bumped by stopSpeech: a step begun before it must not carry on after it. */
let generation = 0;
let current: SpeechSynthesisUtterance | null = null;
let speakingKey: SpeechKey | null = null;
const listeners = new Set<() => void>();

function setSpeakingKey(key: SpeechKey | null): void {
  if (speakingKey === key) return;
  speakingKey = key;
  for (const l of listeners) l();
}

export const canSpeak = (): boolean => synth() !== null && typeof globalThis.SpeechSynthesisUtterance === "function";

/**
 * Queues `text` in the personality's voice settings (Trinity, the owner and the council speak with Aeris's). Resolves
 * when its last sentence has been spoken, or when stopSpeech ends it; rejects when the browser cannot speak or an
 * utterance fails.
 */
export function speakQueued(text: string, personality: PersonalityName, options: SpeakOptions = {}): Promise<void> {
  if (!canSpeak()) return Promise.reject(new Error("Speech synthesis is not supported in this browser"));
  const chunks = speakableChunks(text, voiceSettingsFor(personality).rate);
  if (chunks.length === 0) return Promise.resolve();
  return new Promise<void>((resolve, reject) => {
    jobs.push({ key: options.key ?? null, personality, prosody: options.prosody, chunks, next: 0, resolve, reject });
    if (!running) void advance();
  });
}

/** An explicit request: whatever is speaking or queued stops, and this is spoken now. */
export function speakNow(text: string, personality: PersonalityName, options: SpeakOptions = {}): Promise<void> {
  stopSpeech();
  return speakQueued(text, personality, options);
}

/** The listen button: stops `key` when it is the text being spoken, otherwise speaks it now. */
export function toggleSpeech(key: SpeechKey, text: string, personality: PersonalityName): Promise<void> {
  if (speakingKey === key) {
    stopSpeech();
    return Promise.resolve();
  }
  return speakNow(text, personality, { key });
}

/** Cancels everything queued and speaking; the texts' promises resolve. */
export function stopSpeech(): void {
  generation++;
  const stopped = jobs;
  jobs = [];
  running = false;
  current = null;
  setSpeakingKey(null);
  synth()?.cancel();
  for (const job of stopped) job.resolve();
}

function finish(job: Job, error: Error | null): void {
  jobs = jobs.filter((j) => j !== job);
  if (error) job.reject(error);
  else job.resolve();
}

/** Speaks the next sentence of the first text, or goes idle when there is none. */
async function advance(): Promise<void> {
  const job = jobs[0];
  const s = synth();
  if (!job || !s) {
    running = false;
    setSpeakingKey(null);
    return;
  }
  running = true;
  setSpeakingKey(job.key);
  const epoch = generation;
  const voices = await loadVoices();
  if (epoch !== generation || jobs[0] !== job) return;

  const settings = voiceSettingsFor(job.personality);
  const { voice, missing } = chooseVoice(voices, settings.voice);
  if (missing && job.next === 0) {
    const instead = voice ? `"${voice.name}" (${voice.lang})` : "the browser's default voice";
    console.warn(`Voice "${settings.voice}" is not available on this device; speaking with ${instead} instead.`);
  }
  const utterance = new SpeechSynthesisUtterance(job.chunks[job.next]);
  if (voice) utterance.voice = voice;
  utterance.lang = voice?.lang ?? SPEECH_LANG;
  const prosody = job.prosody ?? settings;
  utterance.rate = prosody.rate;
  utterance.pitch = prosody.pitch;
  utterance.volume = prosody.volume;
  utterance.onend = () => {
    if (current !== utterance) return;
    current = null;
    job.next++;
    if (job.next >= job.chunks.length) finish(job, null);
    void advance();
  };
  utterance.onerror = (event) => {
    if (current !== utterance) return;
    current = null;
    // Cancelled from elsewhere (another page's code, the browser): this text ends quietly, the queue goes on.
    const cancelled = event.error === "canceled" || event.error === "interrupted";
    finish(job, cancelled ? null : new Error(`Speech failed: ${event.error}`));
    void advance();
  };
  current = utterance;
  if (typeof s.resume === "function" && s.paused) s.resume();
  s.speak(utterance);
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

/** The key of the text being spoken now (null when silent, or when it was queued without a key). */
export function useSpeakingKey(): SpeechKey | null {
  return useSyncExternalStore(
    subscribe,
    () => speakingKey,
    () => null,
  );
}
