import type { SeedName } from "@contract/personalities";
import { AERIS } from "./aeris";
import { DREAMER } from "./dreamer";
import { MUSASHI } from "./musashi";
import { NOVA } from "./nova";
import { SOCRATES } from "./socrates";
import type { PersonaStyle } from "./style";

/** Personalities that answer alone; Trinity and the council are composed from these. */
export type SoloName = Exclude<SeedName, "trinity" | "council">;

const SOLO_STYLES: Record<SoloName, PersonaStyle> = {
  aeris: AERIS,
  nova: NOVA,
  musashi: MUSASHI,
  socrates: SOCRATES,
  user: DREAMER,
};

export function styleOf(name: SoloName): PersonaStyle {
  return SOLO_STYLES[name];
}

export function isSolo(name: string): name is SoloName {
  return Object.hasOwn(SOLO_STYLES, name);
}
