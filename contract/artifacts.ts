import { z } from "zod";
import { seedNameSchema } from "./personalities";

/**
 * A real milestone an artifact can be unlocked by, read from the owner's data: messages exchanged with a
 * personality, councils completed, days with journal entries, backups made, messages the owner sent unveiled.
 */
export const milestoneSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("messages"), personality: seedNameSchema, target: z.number().int().positive() }),
  z.object({ kind: z.enum(["councils", "journalDays", "backups", "unveiledMessages"]), target: z.number().int().positive() }),
]);
export type Milestone = z.infer<typeof milestoneSchema>;

/** Spec 001's Artifact: id, name, lore, unlock_condition, progress, earned; ours may name a real milestone. */
export const artifactSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  lore: z.string(),
  unlock_condition: z.string(),
  progress: z.number().min(0).max(100),
  earned: z.boolean(),
  milestone: milestoneSchema.optional(),
});
export type Artifact = z.infer<typeof artifactSchema>;

/** /artifacts.json: a map of artifacts by id, as spec 001 has the static file. */
export const artifactsFileSchema = z.record(z.string(), artifactSchema);
export const ARTIFACTS_URL = "/artifacts.json";

/** GET /api/milestones: the owner's figures the milestones are measured against. */
export type Milestones = {
  messages: Record<string, number>;
  councils: number;
  journalDays: number;
  backups: number;
  unveiledMessages: number;
};

/** An artifact's progress and earned state, from its milestone when it has one, else as the file says. */
export function artifactStanding(artifact: Artifact, figures: Milestones | undefined): { progress: number; earned: boolean } {
  const m = artifact.milestone;
  if (!m || !figures) return { progress: artifact.progress, earned: artifact.earned };
  const value = m.kind === "messages" ? (figures.messages[m.personality] ?? 0) : figures[m.kind];
  const progress = Math.min(100, Math.floor((value / m.target) * 100));
  return { progress, earned: value >= m.target };
}
