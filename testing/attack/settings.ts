import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { DEFAULT_ATTACK_SEED } from "../../scripts/lib/attack-figures.mjs";
import { mulberry32, type Random } from "../../server/src/models/offline/prng";

/**
 * How hard the attack suite goes. `npm test` runs the short form (well under two minutes); `npm run test:attack` the
 * long one. Every random choice comes from ATTACK_SEED, so a failure is replayed by running again with the seed the
 * suite printed.
 */
export const ATTACK_MODE = process.env.ATTACK_MODE === "long" ? "long" : "short";
export const ATTACK_SEED = Number(process.env.ATTACK_SEED) || DEFAULT_ATTACK_SEED;

export const ATTACK_SIZE = {
  short: { fuzzRequests: 3000, kills: 12, faultRounds: 1, turnEndSeeds: 3 },
  long: { fuzzRequests: 10_000, kills: 100, faultRounds: 3, turnEndSeeds: 24 },
}[ATTACK_MODE];

/** A random source of its own for each part of the suite, so one part's draws never shift another's. */
export const attackRandom = (part: string): Random =>
  mulberry32(ATTACK_SEED ^ [...part].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7));

export const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;

/** Where the parts leave their figures (scripts/lib/attack-figures.mjs reads them). */
const FIGURES_DIR = ".tmp/attack";

/** Each part writes its figures here; the runner prints them on its last line. */
export function recordFigures(part: string, figures: Record<string, number | string>): void {
  mkdirSync(FIGURES_DIR, { recursive: true });
  writeFileSync(path.join(FIGURES_DIR, `${part}.json`), JSON.stringify(figures));
}
