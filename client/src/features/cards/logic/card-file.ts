import { CARD_MAX_BYTES } from "@contract/cards";

/** The files the picker offers: card PNGs, JSON cards and CHARX archives. */
export const CARD_ACCEPT = ".png,.json,.charx,image/png,application/json";

/** Why a file cannot be a card before it is sent (the server checks it again), or null. */
export function cardFileProblem(file: { name: string; size: number }): string | null {
  if (file.size === 0) return `${file.name} is empty`;
  if (file.size > CARD_MAX_BYTES) return `${file.name} is larger than 20 MB, the most a card may be`;
  return null;
}
