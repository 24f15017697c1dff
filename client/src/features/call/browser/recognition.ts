import { isLastingRecognitionError, type RecognitionFailure } from "@contract/speech";
import { SPEECH_LANG } from "@contract/voice";
import { RECOGNITION_SETTLE_MS } from "@contract/voice-call";
import { speechRecognitionConstructor } from "@/shared/conversation/browser/speech-recognition";
import type { Recognizer } from "../logic/call-session";

/** What continuous recognition reports (the parts TypeScript's DOM types lack). */
type ResultEvent = { resultIndex: number; results: ArrayLike<ArrayLike<{ transcript: string }> & { isFinal: boolean }> };

/**
 * The browser's speech recognition, running for the whole call beside the VAD (null where the browser has none). The
 * VAD decides where an utterance ends; this gives its words. `onWords` shows the words as they form.
 */
export function startRecognition(now: () => number, onWords: (text: string) => void): Recognizer | null {
  const Recognition = speechRecognitionConstructor();
  if (!Recognition) return null;
  const finals: { at: number; text: string }[] = [];
  const waiting = new Set<() => void>();
  let broken = false;
  let failure: RecognitionFailure | null = null;
  let muted = false;
  let closed = false;
  const recognition = new Recognition();
  recognition.lang = SPEECH_LANG;
  recognition.continuous = true;
  recognition.interimResults = true;
  recognition.maxAlternatives = 1;
  recognition.onresult = (event) => {
    const { resultIndex, results } = event as unknown as ResultEvent;
    let interim = "";
    for (let i = resultIndex; i < results.length; i++) {
      const result = results[i];
      const text = result?.[0]?.transcript.trim() ?? "";
      if (!result || !text) continue;
      if (result.isFinal) finals.push({ at: now(), text });
      else interim += `${text} `;
    }
    if (interim) onWords(interim.trim());
    for (const wake of waiting) wake();
  };
  // An error it will not get over (no service, not allowed): the call is told why, once.
  recognition.onerror = (event) => {
    if (isLastingRecognitionError(event.error) && !broken) {
      broken = true;
      failure = event.error;
      recognizer.onBroken?.(event.error);
    }
    for (const wake of waiting) wake();
  };
  recognition.onend = () => {
    // Chrome ends a continuous session after a while of silence: it starts again while the call lasts.
    if (closed || broken || muted) return;
    try {
      recognition.start();
    } catch {
      broken = true;
    }
  };
  try {
    recognition.start();
  } catch {
    return null;
  }

  const take = (since: number): string | null => {
    const heard = finals.filter((f) => f.at >= since);
    if (heard.length === 0) return null;
    finals.splice(0, finals.length);
    return heard.map((f) => f.text).join(" ");
  };

  const recognizer: Recognizer = {
    onBroken: null,
    get broken() {
      return broken;
    },
    get failure() {
      return failure;
    },
    wordsSince: (since) =>
      new Promise((resolve) => {
        const first = take(since);
        if (first || broken) return resolve(first);
        const done = () => {
          clearTimeout(timer);
          waiting.delete(check);
          resolve(broken ? null : take(since));
        };
        const check = () => {
          if (broken || finals.some((f) => f.at >= since)) done();
        };
        const timer = setTimeout(done, RECOGNITION_SETTLE_MS);
        waiting.add(check);
      }),
    setMuted: (on) => {
      muted = on;
      if (on) recognition.abort();
      else if (!broken && !closed) {
        try {
          recognition.start();
        } catch {
          // Still ending its last session: onend starts it again.
        }
      }
    },
    close: () => {
      closed = true;
      recognition.abort();
    },
  };
  return recognizer;
}
