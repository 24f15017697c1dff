import { SILENCE_RMS_LEVEL, TRANSCRIBE_MIN_DURATION_MS } from "@contract/speech";

/** The loudness of the samples: their root mean square (0 for silence, about 0.1 for speech at an ordinary level). */
export function rms(samples: Float32Array): number {
  if (samples.length === 0) return 0;
  let sum = 0;
  for (const s of samples) sum += s * s;
  return Math.sqrt(sum / samples.length);
}

/**
 * Whether an utterance is worth turning into text: long enough and loud enough (the server's own limits for
 * /api/transcribe). Very short or silent segments are where speech-to-text models invent words.
 */
export function isWorthTranscribing(samples: Float32Array, sampleRate: number): boolean {
  return (samples.length / sampleRate) * 1000 >= TRANSCRIBE_MIN_DURATION_MS && rms(samples) >= SILENCE_RMS_LEVEL;
}
