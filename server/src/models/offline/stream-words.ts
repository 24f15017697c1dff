import { setTimeout as wait } from "node:timers/promises";

/** Waits a while, or until the signal is aborted (then it rejects). */
export type Sleep = (ms: number, signal?: AbortSignal) => Promise<void>;

export const realSleep: Sleep = (ms, signal) => wait(ms, undefined, { signal });

/** How long a whole text takes to write, spread over its words, and how to wait. */
export type Pace = { textMs: number; sleep: Sleep };

/** Splits a text into words, each carrying the spaces that follow it, so the pieces join back exactly. */
export function wordPieces(text: string): string[] {
  return text.match(/\s*\S+\s*/g) ?? [];
}

/**
 * Yields the text word by word, and stops as soon as the signal is aborted. With a pace, the words come over
 * `textMs` in all, as a model would write them; without one, at once.
 */
export async function* streamWords(text: string, signal?: AbortSignal, pace?: Pace): AsyncGenerator<string> {
  const pieces = wordPieces(text);
  const gap = pace && pace.textMs > 0 && pieces.length > 0 ? pace.textMs / pieces.length : 0;
  for (const piece of pieces) {
    if (signal?.aborted) return;
    if (gap > 0 && pace) {
      try {
        await pace.sleep(gap, signal);
      } catch {
        return;
      }
      if (signal?.aborted) return;
    }
    yield piece;
  }
}
