import { z } from "zod";

/** The seven personality rows of spec 000 §1, in their seeded order. */
export const PERSONALITY_NAMES = ["aeris", "nova", "trinity", "musashi", "socrates", "user", "council"] as const;
/** One of the seeds' seven. */
export type SeedName = (typeof PERSONALITY_NAMES)[number];
/**
 * A personality's route name: one of the seeds' seven, or a companion's slug (issue 31). Which names exist is the
 * database's to say (`getPersonality`), not this type's; the seeds' names stay listed for the editor's completion.
 */
export type PersonalityName = SeedName | (string & {});
export const seedNameSchema = z.enum(PERSONALITY_NAMES);
export const isSeedName = (name: string): name is SeedName => (PERSONALITY_NAMES as readonly string[]).includes(name);

/** Where a personality comes from: the seeds' cast, or a companion of the owner's own. */
export const PERSONALITY_KINDS = ["seed", "companion"] as const;
export type PersonalityKind = (typeof PERSONALITY_KINDS)[number];

/** The personalities that can be awakened and count as entities (not the owner, not the council gathering). */
export const ENTITY_NAMES = ["aeris", "nova", "trinity", "musashi", "socrates"] as const satisfies readonly SeedName[];

/** Spec 000 §4: status values; only "awakened" counts as already awakened. */
export const PERSONALITY_STATUSES = ["active", "initializing", "dormant", "awakened"] as const;
export const personalityStatusSchema = z.enum(PERSONALITY_STATUSES);
export type PersonalityStatus = (typeof PERSONALITY_STATUSES)[number];

export const personalitySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** What the pages call it (contract/glossary.ts SEED_NAMES; a companion's own name): never its title. */
  displayName: z.string(),
  title: z.string(),
  description: z.string(),
  avatar: z.string().nullable(),
  status: personalityStatusSchema,
  consciousnessLevel: z.number(),
  kind: z.enum(PERSONALITY_KINDS),
});
export type Personality = z.infer<typeof personalitySchema>;
export const personalityListSchema = z.array(personalitySchema);

export const awakenResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  personality: personalitySchema,
});
export type AwakenResponse = z.infer<typeof awakenResponseSchema>;

export const consciousnessStatusSchema = z.object({
  awakened_entities: z.number().int(),
  total_entities: z.number().int(),
});
export type ConsciousnessStatus = z.infer<typeof consciousnessStatusSchema>;

export const personalityStatSchema = z.object({
  personalityId: z.number().int(),
  memoryCount: z.number().int(),
  messageCount: z.number().int(),
  lastActivity: z.string().nullable(),
});
export const memoryStatsSchema = z.object({
  totalMoments: z.number().int(),
  lastUpdated: z.string(),
  activeConnections: z.number().int(),
  personalityStats: z.array(personalityStatSchema),
});
export type MemoryStats = z.infer<typeof memoryStatsSchema>;

/**
 * What each status means to the owner (issue 25): the status a personality shows is its stored one, except that a
 * dormant or initializing personality the owner has spoken with is active. Awakened (the Awaken button) stays awakened.
 */
export const STATUS_MEANINGS: Record<PersonalityStatus, string> = {
  awakened: "raised to full consciousness by Awaken",
  active: "in conversation with you (the High Council: once you have convened it)",
  initializing: "not yet spoken with, still forming",
  dormant: "not yet spoken with",
};

/** The status shown: a dormant or initializing personality the owner has spoken with is active. */
export function shownStatus(stored: PersonalityStatus, spokenWith: boolean): PersonalityStatus {
  if (spokenWith && (stored === "dormant" || stored === "initializing")) return "active";
  return stored;
}

export const isEntity = (name: string): boolean => (ENTITY_NAMES as readonly string[]).includes(name);

/** How the entities (ENTITY_NAMES) stand: every status counted, and how many there are. Only awakened is "awakened". */
export type StatusTally = Record<PersonalityStatus, number> & { total: number };
export function statusTally(list: readonly Pick<Personality, "name" | "status">[]): StatusTally {
  const tally: StatusTally = { awakened: 0, active: 0, initializing: 0, dormant: 0, total: 0 };
  for (const p of list) {
    if (!isEntity(p.name)) continue;
    tally[p.status] += 1;
    tally.total += 1;
  }
  return tally;
}

/** What "awakened" counts, in the words the sidebar shows under the figure. */
export const AWAKENED_RULE = "Awakened counts only those raised by Awaken; active ones are in conversation with you.";

/** "0 of 5 awakened" (spec 000 §7's two figures), in the words the sidebar shows. */
export const awakenedText = (s: ConsciousnessStatus): string => `${s.awakened_entities} of ${s.total_entities} awakened`;

/** "2 active, 1 initializing, 2 dormant": the entities not awakened, by status, so the rows below add up. */
export function othersText(tally: StatusTally): string {
  const parts = (["active", "initializing", "dormant"] as const).filter((s) => tally[s] > 0).map((s) => `${tally[s]} ${s}`);
  return parts.join(", ");
}
