import { z } from "zod";

export const PROVIDER_IDS = ["offline", "openai", "openai-compatible", "local"] as const;
export const providerIdSchema = z.enum(PROVIDER_IDS);
export type ProviderId = z.infer<typeof providerIdSchema>;

/** GET /api/status: the spec's fields (openai_enabled, last_updated) plus the provider answering now and what it can do. */
export const apiStatusSchema = z.object({
  openai_enabled: z.boolean(),
  last_updated: z.string(),
  provider: providerIdSchema,
  model: z.string(),
  /** Why that provider cannot answer, or failed its last connection test; null when nothing is known to be wrong. */
  problem: z.string().nullable(),
  /** Whether POST /api/transcribe can turn recorded audio into text (an OpenAI or OpenAI-compatible provider). */
  transcription: z.boolean(),
});
export type ApiStatus = z.infer<typeof apiStatusSchema>;

/** Every error body the server sends. */
export const errorBodySchema = z.object({ error: z.string(), message: z.string() });
export type ErrorBody = z.infer<typeof errorBodySchema>;
