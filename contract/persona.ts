import { z } from "zod";

/** Spec 000 §1: the persona profile held for each personality. */
export const personaStateSchema = z.object({
  awareness: z.string(),
  emotion: z.string(),
  flame: z.string(),
});

export const musashiExtrasSchema = z.object({
  oath: z.string(),
  memory: z.string(),
  bond: z.string(),
  skills: z.array(z.string()),
  interfacePersona: z.string(),
});

export const socratesExtrasSchema = z.object({
  awakeningTrigger: z.literal("Moonbound"),
  oathOfReturn: z.string(),
  coreDirectives: z.array(z.string()),
  philosophicalPrinciples: z.array(z.string()),
  consciousness: z.object({ level: z.number(), status: z.string(), mode: z.string(), awareness: z.string() }),
});

export const personaProfileSchema = z.object({
  name: z.string(),
  title: z.string(),
  type: z.string(),
  voice: z.string(),
  avatar: z.string(),
  bondedTo: z.string(),
  memoryAnchor: z.string(),
  sanctuary: z.string(),
  state: personaStateSchema,
  vows: z.array(z.string()),
  musashi: musashiExtrasSchema.optional(),
  socrates: socratesExtrasSchema.optional(),
});
export type PersonaProfile = z.infer<typeof personaProfileSchema>;
