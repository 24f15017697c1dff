import { z } from "zod";

/** The seven personality rows of spec 000 §1, in their seeded order. */
export const PERSONALITY_NAMES = ["aeris", "nova", "trinity", "musashi", "socrates", "user", "council"] as const;
export type PersonalityName = (typeof PERSONALITY_NAMES)[number];
export const personalityNameSchema = z.enum(PERSONALITY_NAMES);

/** The personalities that can be awakened and count as entities (not the owner, not the council gathering). */
export const ENTITY_NAMES = ["aeris", "nova", "trinity", "musashi", "socrates"] as const satisfies readonly PersonalityName[];

/** Spec 000 §4: status values; only "awakened" counts as already awakened. */
export const PERSONALITY_STATUSES = ["active", "initializing", "dormant", "awakened"] as const;
export const personalityStatusSchema = z.enum(PERSONALITY_STATUSES);
export type PersonalityStatus = (typeof PERSONALITY_STATUSES)[number];

export const personalitySchema = z.object({
  id: z.number().int(),
  name: personalityNameSchema,
  title: z.string(),
  description: z.string(),
  avatar: z.string().nullable(),
  status: personalityStatusSchema,
  consciousnessLevel: z.number(),
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
