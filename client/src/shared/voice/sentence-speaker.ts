import type { PersonalityName } from "@contract/personalities";
import { takeSentences } from "./sentence-split";
import { type SpeakOptions, type SpeechKey, speakSentence, stopGroup } from "./speech-queue";

/**
 * Speaks a reply while it is still being written (issue 29): feed it the text as it streams (`push`), say when it is
 * complete (`end`), and each sentence is spoken as soon as it is whole, the first while the rest is still arriving,
 * in the personality's voice (the browser's, or the provider's when one is chosen for them: speech-queue.ts).
 * `stop` silences it at once and drops what is left. Sentences go through the app's one speech queue, so a reply
 * being read aloud waits for the one before it; only this speaker's sentences are stopped by `stop`.
 */

export type SpeakerState = "idle" | "speaking";

/** A sentence starting to sound: its index in the reply and when (performance.now()), to measure the delay. */
export type SentenceStart = { sentence: string; index: number; at: number };

export type SentenceSpeakerOptions = {
  personality: PersonalityName;
  /** What the listen buttons know this reply by (useSpeakingKey), its message id say. */
  key?: SpeechKey;
  /** Rate, pitch and volume other than the personality's own (the council's read-aloud). */
  prosody?: SpeakOptions["prosody"];
  /** "speaking" while a sentence sounds, "idle" between sentences and after the last. */
  onState?: (state: SpeakerState) => void;
  onSentenceStart?: (start: SentenceStart) => void;
  /** A sentence that could not be spoken (the next ones are still tried). */
  onError?: (error: Error) => void;
};

export type SentenceSpeaker = {
  /** More of the reply's text (a stream's delta). */
  push(delta: string): void;
  /** The reply is complete: what is left is spoken as the last sentence. */
  end(): void;
  /** Silence now; nothing more of this reply is spoken. */
  stop(): void;
  readonly state: SpeakerState;
  /** Sentences queued so far. */
  readonly queued: number;
  /** Settles when the reply has been spoken to its end after `end`, or at `stop`. */
  readonly done: Promise<void>;
};

export function createSentenceSpeaker(options: SentenceSpeakerOptions): SentenceSpeaker {
  const group = {};
  let buffer = "";
  let ended = false;
  let stopped = false;
  let state: SpeakerState = "idle";
  let queued = 0;
  let unfinished = 0;
  let finish = () => {};
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });

  const setState = (next: SpeakerState) => {
    if (state === next) return;
    state = next;
    options.onState?.(next);
  };
  const settleIfDone = () => {
    if (unfinished === 0) setState("idle");
    if (stopped || (ended && unfinished === 0)) finish();
  };

  function queue(sentence: string) {
    const index = queued++;
    unfinished++;
    const onStart = () => {
      if (stopped) return;
      setState("speaking");
      options.onSentenceStart?.({ sentence, index, at: performance.now() });
    };
    speakSentence(sentence, options.personality, { group, key: options.key, prosody: options.prosody, onStart })
      .catch((error: Error) => {
        if (!stopped) options.onError?.(error);
      })
      .finally(() => {
        unfinished--;
        if (!stopped) settleIfDone();
      });
  }

  const take = (final: boolean) => {
    const cut = takeSentences(buffer, final);
    buffer = cut.rest;
    for (const sentence of cut.sentences) queue(sentence);
  };

  return {
    push(delta) {
      if (ended || stopped || delta === "") return;
      buffer += delta;
      take(false);
    },
    end() {
      if (ended || stopped) return;
      ended = true;
      take(true);
      settleIfDone();
    },
    stop() {
      if (stopped) return;
      stopped = true;
      ended = true;
      buffer = "";
      stopGroup(group);
      setState("idle");
      finish();
    },
    get state() {
      return state;
    },
    get queued() {
      return queued;
    },
    done,
  };
}
