import { SUGGESTION_CHIPS } from "@contract/chat";
import { normalise } from "../text-utils";

export type Chip = "memories" | "consciousness" | "status";

const CHIPS: Record<string, Chip> = {
  [normalise(SUGGESTION_CHIPS[0])]: "memories",
  [normalise(SUGGESTION_CHIPS[1])]: "consciousness",
  [normalise(SUGGESTION_CHIPS[2])]: "status",
};

/** Which suggestion chip the message is, ignoring case, spacing and trailing punctuation. */
export function matchChip(message: string): Chip | null {
  return CHIPS[normalise(message)] ?? null;
}

export function isChipText(message: string): boolean {
  return matchChip(message) !== null;
}
