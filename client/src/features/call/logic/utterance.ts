import { MIN_UTTERANCE_MS, MIN_UTTERANCE_RMS } from "@contract/voice-call";

/** The loudness of the samples: their root mean square (0 for silence, about 0.1 for speech at an ordinary level). */
export function rms(samples: Float32Array): number {
  if (samples.length === 0) return 0;
  let sum = 0;
  for (const s of samples) sum += s * s;
  return Math.sqrt(sum / samples.length);
}

/**
 * Whether an utterance is worth turning into text: long enough and loud enough. Very short or silent segments are
 * where speech-to-text models invent words.
 */
export function isWorthTranscribing(samples: Float32Array, sampleRate: number): boolean {
  return (samples.length / sampleRate) * 1000 >= MIN_UTTERANCE_MS && rms(samples) >= MIN_UTTERANCE_RMS;
}
