import type { PersonalityName } from "@contract/personalities";
import { voiceOwner } from "@contract/voice";
import { postSpeech } from "@/shared/api/post-speech";

/** One sentence of provider speech: asked for as soon as it is made (so it is ready when its turn comes), played later. */
export type ProviderClip = {
  /** Plays it; `onStart` when sound begins. Resolves when it ends or is stopped; rejects when it cannot be had or played. */
  play(onStart: () => void, volume: number): Promise<void>;
  /** Silences it at once (or drops it unplayed). */
  stop(): void;
};

/** `voice`: a voice to try instead of the personality's own (the Voice Engine's sample). */
export function providerClip(personality: PersonalityName, text: string, voice?: string): ProviderClip {
  const controller = new AbortController();
  const audio = postSpeech({ personality: voiceOwner(personality), text, ...(voice ? { voice } : {}) }, controller.signal);
  audio.catch(() => {}); // a clip stopped before its turn is never played
  let stopped = false;
  let element: HTMLAudioElement | null = null;
  let settle: (() => void) | null = null;
  return {
    async play(onStart, volume) {
      const blob = await audio.catch((error: unknown) => {
        if (stopped) return null;
        throw error;
      });
      if (stopped || !blob) return;
      const url = URL.createObjectURL(blob);
      try {
        await new Promise<void>((resolve, reject) => {
          settle = resolve;
          const el = new Audio(url);
          element = el;
          el.volume = volume;
          el.onplaying = onStart;
          el.onended = () => resolve();
          el.onerror = () => reject(new Error("The speech audio could not be played"));
          el.play().catch(reject);
        });
      } finally {
        URL.revokeObjectURL(url);
      }
    },
    stop() {
      stopped = true;
      controller.abort();
      element?.pause();
      settle?.();
    },
  };
}
