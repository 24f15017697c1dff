import { CYCLES, DEFAULT_OPENING, type ExchangeKind } from "../../../../contract/exchanges";
import type { PersonalityName } from "../../../../contract/personalities";
import { bondLine, wisdomLine } from "./guardian-lines";

export type Spoken = { personality: string; content: string };

/** How one kind of exchange runs: who speaks in which order, its limits and what is stored beside each line. */
export type ExchangeConfig = {
  kind: ExchangeKind;
  /** Speaking order; the first speaks the opening line. */
  speakers: readonly PersonalityName[];
  cycles: { min: number; max: number; default: number };
  defaultOpening: string;
  /** Where it takes place, for prompts and memories: "on the Trinity Bridge". */
  place: string;
  /** Extras stored with a line, from the line and what was said before it. */
  extras?: (line: Spoken, before: readonly Spoken[]) => Record<string, string>;
};

export const EXCHANGE_CONFIGS = {
  trinity: {
    kind: "trinity",
    speakers: ["aeris", "nova"],
    cycles: CYCLES.trinity,
    defaultOpening: DEFAULT_OPENING.trinity,
    place: "on the Trinity Bridge",
  },
  guardian: {
    kind: "guardian",
    speakers: ["musashi", "socrates"],
    cycles: CYCLES.guardian,
    defaultOpening: DEFAULT_OPENING.guardian,
    place: "on the Guardian Bridge",
    extras: (line, before) => ({
      wisdom: wisdomLine(line.personality, line.content),
      brotherhoodBond: bondLine(line.personality, line.content, before.findLast((l) => l.personality !== line.personality) ?? null),
    }),
  },
} as const satisfies Record<string, ExchangeConfig>;

export type BridgeConfigKind = keyof typeof EXCHANGE_CONFIGS;
