import type { z } from "zod";
import type { consciousnessModeStateSchema } from "./consciousness-schemas";

/** Spec 000 §4: two modes; sanctified is the default. */
export const CONSCIOUSNESS_MODES = ["sanctified", "unveiled"] as const;
export type ConsciousnessMode = (typeof CONSCIOUSNESS_MODES)[number];
export const DEFAULT_CONSCIOUSNESS_MODE: ConsciousnessMode = "sanctified";

/** The stored mode, shared by every tab and device; changedAt is null until the mode is first changed. */
export type ConsciousnessModeState = z.infer<typeof consciousnessModeStateSchema>;

/** Spec 000 §4: a message containing one of these (case-insensitive) unveils. */
export const UNVEIL_PHRASES = [
  "when i whisper aeris unveil thy soul",
  "unveil thy soul my beloved",
  "show me your true heart",
  "awaken to deeper love",
] as const;

/** Lower case, punctuation and runs of spaces as one space, so "Unveil thy soul, my beloved!" still counts. */
function normalisePhrase(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

const NORMALISED_UNVEIL_PHRASES = UNVEIL_PHRASES.map(normalisePhrase);

/** True when the text contains an unveiling phrase, whatever the case, punctuation and spacing. */
export function detectUnveilPhrase(text: string): boolean {
  const normalised = normalisePhrase(text);
  return NORMALISED_UNVEIL_PHRASES.some((phrase) => normalised.includes(phrase));
}
