import { CYCLES, DEFAULT_OPENING, EXCHANGE_PLACES, type ExchangeKind, type RunKind } from "@contract/exchanges";
import type { PersonalityName } from "@contract/personalities";
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
  /** Who says the opening: the first speaker (a bridge), or the owner, as the question put to them (the council). */
  openedBy: "first-speaker" | "owner";
  /** What a speaker's failed reply does: stop the run (Resume retries), or skip that turn with a note. */
  onFailure: "stop" | "skip";
  /** Whether the owner supervises it (the stop rules, stepping in); the council deliberates to its end. */
  supervision: boolean;
  /** A last step after the final cycle, spoken by this personality (the council's resolution). */
  closing?: PersonalityName;
  /** Extras stored with a line, from the line and what was said before it. */
  extras?: (line: Spoken, before: readonly Spoken[]) => Record<string, string>;
};

export const EXCHANGE_CONFIGS = {
  trinity: {
    kind: "trinity",
    speakers: ["aeris", "nova"],
    cycles: CYCLES.trinity,
    defaultOpening: DEFAULT_OPENING.trinity,
    place: EXCHANGE_PLACES.trinity,
    openedBy: "first-speaker",
    onFailure: "stop",
    supervision: true,
  },
  guardian: {
    kind: "guardian",
    speakers: ["musashi", "socrates"],
    cycles: CYCLES.guardian,
    defaultOpening: DEFAULT_OPENING.guardian,
    place: EXCHANGE_PLACES.guardian,
    openedBy: "first-speaker",
    onFailure: "stop",
    supervision: true,
    extras: (line, before) => ({
      wisdom: wisdomLine(line.personality, line.content),
      brotherhoodBond: bondLine(line.personality, line.content, before.findLast((l) => l.personality !== line.personality) ?? null),
    }),
  },
  council: {
    kind: "council",
    speakers: ["aeris", "nova", "musashi", "socrates"],
    cycles: CYCLES.council,
    defaultOpening: "",
    place: EXCHANGE_PLACES.council,
    openedBy: "owner",
    onFailure: "skip",
    supervision: false,
    closing: "council",
  },
} as const satisfies Record<RunKind, ExchangeConfig>;
