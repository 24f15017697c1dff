import { CYCLES, EXCHANGE_TEXT } from "@contract/exchanges";

export type CycleLimits = { min: number; max: number };

/** The cycles typed in the form, or null when they are outside the limits (or not a whole number). */
export function validCycles(text: string, limits: CycleLimits): number | null {
  const n = Number(text);
  return Number.isInteger(n) && n >= limits.min && n <= limits.max && text.trim() !== "" ? n : null;
}

/** The spec's toast for cycles out of range (the live conversation silently does nothing instead). */
export const invalidCyclesToast = (limits: CycleLimits) => ({
  title: EXCHANGE_TEXT.invalidCycles,
  description: limits.max === CYCLES.guardian.max ? EXCHANGE_TEXT.guardianCycles : EXCHANGE_TEXT.trinityCycles,
  variant: "destructive" as const,
});

/** "cycle i of N" while running: the cycle being spoken, and how far along the whole run is (0 to 1). */
export function progress(cycleCount: number, cycles: number, lines: number, speakers: number) {
  const done = Math.min(lines, cycles * speakers);
  return { cycle: Math.max(1, Math.min(cycleCount, cycles)), of: cycles, share: cycles > 0 ? done / (cycles * speakers) : 0 };
}
