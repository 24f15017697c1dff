import type { PersonalityName } from "@contract/personalities";
import { SPEECH_LANG } from "@contract/voice";
import { useSyncExternalStore } from "react";
import { type ProviderClip, providerClip } from "./provider-clip";
import { providerVoiceOf } from "./provider-voices";
import { chunkLimit, speakableChunks, splitLong } from "./speakable-text";
import { voiceSettingsFor } from "./voice-settings";
import { chooseVoice, loadVoices, synth } from "./voices";

/**
 * One speech queue for the whole app. Texts are spoken in the order they were queued, a sentence at a time (so speech
 * starts at once, and no utterance is long enough for Chrome to cut it off), and a new text waits for the one before
 * it: nothing is cut off mid-word unless the owner asks (stopSpeech, speakNow, the listen button).
 */

/** Tells a queued text apart for the listen buttons (a message id, say). */
export type SpeechKey = string | number;
export type SpeakOptions = {
  key?: SpeechKey;
  /** Rate, pitch and volume instead of the personality's own (the council's read-aloud, 001 §9). */
  prosody?: { rate: number; pitch: number; volume: number };
  /** Told as each piece begins to sound (the browser's "start", the audio's "playing"). */
  onStart?: (piece: string) => void;
  /** Texts queued with the same group are silenced together by stopGroup. */
  group?: object;
};

type Job = {
  key: SpeechKey | null;
  personality: PersonalityName;
  options: SpeakOptions;
  chunks: string[];
  next: number;
  /** The provider voice it speaks with, or null for the browser's. */
  provider: Promise<string | null>;
  /** Provider speech asked for ahead of its turn, by piece. */
  clips: (ProviderClip | undefined)[];
  resolve: () => void;
  reject: (error: Error) => void;
};

let jobs: Job[] = [];
let running = false;
/** Bumped whenever what is speaking is cut off: a step begun before it must not carry on after it. */
let generation = 0;
/** What is sounding now, to silence it. */
let playing: { stop: () => void; browser?: boolean } | null = null;
let speakingKey: SpeechKey | null = null;
const listeners = new Set<() => void>();

function setSpeakingKey(key: SpeechKey | null): void {
  if (speakingKey === key) return;
  speakingKey = key;
  for (const l of listeners) l();
}

export const canSpeak = (): boolean => synth() !== null && typeof globalThis.SpeechSynthesisUtterance === "function";

function enqueue(chunks: string[], personality: PersonalityName, options: SpeakOptions): Promise<void> {
  if (!canSpeak()) return Promise.reject(new Error("Speech synthesis is not supported in this browser"));
  if (chunks.length === 0) return Promise.resolve();
  return new Promise<void>((resolve, reject) => {
    const job: Job = {
      key: options.key ?? null,
      personality,
      options,
      chunks,
      next: 0,
      provider: providerVoiceOf(personality),
      clips: [],
      resolve,
      reject,
    };
    jobs.push(job);
    // Provider speech is asked for now when its turn is near, so it is ready when it comes.
    void job.provider.then((voice) => voice && prefetch());
    if (!running) void advance();
  });
}

/**
 * Queues `text` in the personality's voice (Trinity, the owner and the council speak with Aeris's). Resolves when its
 * last sentence has been spoken, or when it is stopped; rejects when the browser cannot speak or a piece fails.
 */
export function speakQueued(text: string, personality: PersonalityName, options: SpeakOptions = {}): Promise<void> {
  return enqueue(speakableChunks(text, voiceSettingsFor(personality).rate), personality, options);
}

/** Queues one sentence already made speakable (sentence-split.ts), cut only where it is too long for one utterance. */
export function speakSentence(sentence: string, personality: PersonalityName, options: SpeakOptions = {}): Promise<void> {
  return enqueue(splitLong(sentence, chunkLimit(voiceSettingsFor(personality).rate)), personality, options);
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

/**
 * Drops the texts `which` picks; if one of them is sounding it is silenced at once, and the queue goes on. Says
 * whether something sounding was silenced.
 */
function stopWhere(which: (job: Job) => boolean): boolean {
  const stopped = jobs.filter(which);
  if (stopped.length === 0) return false;
  const cutting = running && jobs[0] !== undefined && which(jobs[0]);
  jobs = jobs.filter((j) => !which(j));
  if (cutting) {
    generation++;
    running = false;
    playing?.stop();
    playing = null;
    setSpeakingKey(null);
  }
  for (const job of stopped) {
    for (const clip of job.clips) clip?.stop();
    job.resolve();
  }
  if (cutting && jobs.length > 0) void advance();
  return cutting;
}

/** Cancels everything queued and speaking (and whatever else the browser is saying); the texts' promises resolve. */
export function stopSpeech(): void {
  const browserSpeaking = playing?.browser === true;
  if (!stopWhere(() => true) || !browserSpeaking) synth()?.cancel();
}

/** Cancels the texts queued with `group` (one reply read as it streams, say); the rest of the queue goes on. */
export function stopGroup(group: object): void {
  stopWhere((job) => job.options.group === group);
}

function finish(job: Job, error: Error | null): void {
  jobs = jobs.filter((j) => j !== job);
  if (error) job.reject(error);
  else job.resolve();
}

/** How many texts after the one speaking have their provider speech asked for ahead (a sentence each, when streamed). */
const PREFETCH_AHEAD = 2;

/** Asks for the provider speech of the next pieces: the rest of the text speaking, or the first of the next texts. */
function prefetch(): void {
  for (const job of jobs.slice(0, PREFETCH_AHEAD + 1)) {
    void job.provider.then((voice) => {
      if (voice && jobs.includes(job)) clipFor(job, job.next === 0 && !job.clips[0] ? 0 : job.next + 1);
    });
  }
}

function clipFor(job: Job, index: number): ProviderClip | undefined {
  const text = job.chunks[index];
  if (text !== undefined) job.clips[index] ??= providerClip(job.personality, text);
  return job.clips[index];
}

/** How one piece ended: spoken, or cut off by something outside the queue (another page's code, the browser). */
type Ending = "spoken" | "cut";

/** Plays one piece in the provider's voice (asking for the next piece while it plays). */
function playClip(job: Job, started: () => void): Promise<Ending> {
  const index = job.next;
  const clip = clipFor(job, index);
  if (!clip) return Promise.resolve("spoken");
  playing = clip;
  const volume = job.options.prosody?.volume ?? voiceSettingsFor(job.personality).volume;
  return clip
    .play(() => {
      prefetch();
      started();
    }, volume)
    .then(() => "spoken");
}

/** Speaks one piece with the browser's voice. */
async function speakUtterance(job: Job, started: () => void): Promise<Ending> {
  const s = synth();
  const voices = await loadVoices();
  if (!s) return "cut";
  const settings = voiceSettingsFor(job.personality);
  const { voice, missing } = chooseVoice(voices, settings.voice);
  if (missing && job.next === 0) {
    const instead = voice ? `"${voice.name}" (${voice.lang})` : "the browser's default voice";
    console.warn(`Voice "${settings.voice}" is not available on this device; speaking with ${instead} instead.`);
  }
  const utterance = new SpeechSynthesisUtterance(job.chunks[job.next]);
  if (voice) utterance.voice = voice;
  utterance.lang = voice?.lang ?? SPEECH_LANG;
  const prosody = job.options.prosody ?? settings;
  utterance.rate = prosody.rate;
  utterance.pitch = prosody.pitch;
  utterance.volume = prosody.volume;
  return new Promise<Ending>((resolve, reject) => {
    utterance.onstart = started;
    utterance.onend = () => resolve("spoken");
    utterance.onerror = (event) => {
      if (event.error === "canceled" || event.error === "interrupted") resolve("cut");
      else reject(new Error(`Speech failed: ${event.error}`));
    };
    playing = { stop: () => s.cancel(), browser: true };
    if (typeof s.resume === "function" && s.paused) s.resume();
    s.speak(utterance);
  });
}

/** Speaks the next piece of the first text, or goes idle when there is none. */
async function advance(): Promise<void> {
  const job = jobs[0];
  if (!job) {
    running = false;
    setSpeakingKey(null);
    return;
  }
  running = true;
  setSpeakingKey(job.key);
  const epoch = generation;
  const current = () => epoch === generation && jobs[0] === job;
  const voice = await job.provider;
  if (!current()) return;
  const piece = job.chunks[job.next] ?? "";
  let told = false;
  const started = () => {
    if (told || !current()) return;
    told = true;
    job.options.onStart?.(piece);
  };
  let ending: Ending = "spoken";
  let failure: Error | null = null;
  try {
    ending = await (voice ? playClip(job, started) : speakUtterance(job, started));
  } catch (error) {
    failure = error instanceof Error ? error : new Error(String(error));
  }
  if (!current()) return;
  playing = null;
  if (!failure) started(); // a piece that ended without saying it began (some browsers) still began
  if (failure || ending === "cut") finish(job, failure);
  else if (++job.next >= job.chunks.length) finish(job, null);
  void advance();
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
