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
  /**
   * Who transcribes (issue 29): the transcription server of its own, the chat provider, or nobody; with nobody,
   * `transcriptionProblem` says why and what to set up. Likewise for provider speech (POST /api/speech).
   */
  transcriptionBy: z.enum(["own-server", "chat-provider", "none"]),
  transcriptionProblem: z.string().nullable(),
  speechBy: z.enum(["own-server", "chat-provider", "none"]),
  /** The Citadel's version (package.json, semantic versioning; CHANGELOG.md says what each changed). */
  version: z.string(),
});
export type ApiStatus = z.infer<typeof apiStatusSchema>;

/**
 * The connection card beyond the spec's three states: the Citadel answers but its model does not (a failed reply, a
 * failed test, settings that cannot answer), shown in amber with the reason and the offline engine offered meanwhile.
 */
export const MODEL_STATUS_TEXT = {
  notAnswering: "Model Not Answering",
  notAnsweringLine: (provider: string, problem: string) => `${provider} not answering: ${problem}`,
  useOffline: "Use the offline engine meanwhile",
  switchingToOffline: "Switching...",
  switchedTitle: "Offline Engine Answering",
  switchedDescription: "Your model's settings are kept; choose it again on the API Keys page once it answers",
} as const;

/** Every error body the server sends. */
export const errorBodySchema = z.object({ error: z.string(), message: z.string() });
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** An action's answer when there is nothing more to say (DELETE /api/code/files/:name, DELETE /api/exports/:id). */
export type Done = { success: true };

/** A model provider's failure (502): the provider's own status beside the error, when it gave one. */
export type ProviderErrorBody = ErrorBody & { success: false; providerStatus: number | null };
