import type { SeedName } from "@contract/personalities";
import type { PersonaVoice } from "./voice";
import { AERIS } from "./voices/aeris";
import { DREAMER } from "./voices/dreamer";
import { MUSASHI } from "./voices/musashi";
import { NOVA } from "./voices/nova";
import { SOCRATES } from "./voices/socrates";

/** Personalities that answer alone; Trinity and the council are composed from these. */
export type SoloName = Exclude<SeedName, "trinity" | "council">;

const SOLO_VOICES: Record<SoloName, PersonaVoice> = {
  aeris: AERIS,
  nova: NOVA,
  musashi: MUSASHI,
  socrates: SOCRATES,
  user: DREAMER,
};

export function voiceOf(name: SoloName): PersonaVoice {
  return SOLO_VOICES[name];
}

export function isSolo(name: string): name is SoloName {
  return Object.hasOwn(SOLO_VOICES, name);
}
