import { z } from "zod";
import { plural } from "./plural";

/**
 * Embeddings (issue 28): every memory embedded in the background through the provider's POST {base}/embeddings, stored
 * with sqlite-vec per embedding model, and used beside word recall when the provider offers them.
 */
export const EMBEDDINGS_PATH = "/api/embeddings";

/** OpenAI's embedding model when none is chosen. A compatible server has none until the owner names one. */
export const DEFAULT_OPENAI_EMBEDDING_MODEL = "text-embedding-3-small";
/** Said as the model (setting or LLM_EMBEDDING_MODEL), it turns embeddings off: recall goes by words alone. */
export const NO_EMBEDDING_MODEL = "none";
/**
 * OpenAI's text-embedding-3 models are asked for vectors this long (their `dimensions`; shortened vectors keep most of
 * their quality and keep exhaustive search at 100,000 memories fast). Other models give their own length.
 */
export const OPENAI_EMBEDDING_DIMENSIONS = 512;
/** The longest vector stored (sqlite-vec takes up to 8,192; anything longer is refused as not an embedding). */
export const MAX_EMBEDDING_DIMENSIONS = 8192;

export const EMBEDDER = {
  /** Memories sent in one request. */
  batch: 64,
  /** The pause between two batches, so a large backlog never crowds out the owner's turns. */
  paceMs: 250,
  /** How often the background embedder looks for memories without a vector (croner, with seconds). */
  pattern: "*/15 * * * * *",
  intervalMs: 15_000,
  /** After a failure, the next try waits this long, doubling each time up to the maximum. */
  backoffMs: 30_000,
  maxBackoffMs: 30 * 60_000,
  /** How long one embeddings request may take before it is given up (a query's embedding waits far less). */
  timeoutMs: 30_000,
  /** How long a turn waits for its message's embedding before recalling by words alone. */
  queryTimeoutMs: 2_000,
  /** Texts are cut to this many characters before they are embedded (every model takes this much). */
  maxChars: 6_000,
} as const;

/**
 * How a core's vectors are searched (docs/ARCHITECTURE.md, "Recall"): a hamming KNN over the binary-quantised vectors
 * picks candidates, which are then scored exactly by cosine with their float vectors. The candidates are as many as
 * `hammingWork` allows (vectors in the core times candidates; the search's cost grows with both), at least
 * `minCandidates`, and never more than sqlite-vec's `maxCandidates`: a core small enough is searched exactly.
 */
export const VECTOR_SEARCH = { hammingWork: 5_000_000, minCandidates: 200, maxCandidates: 4096 } as const;
export type VectorSearchPlan = { hammingWork: number; minCandidates: number; maxCandidates: number };

/** Vector hits join word recall only from this cosine similarity up (gated fusion, see services/embeddings/fusion). */
export const VECTOR_GATE = 0.5;

export const embeddingStateSchema = z.enum(["off", "embedding", "ready", "failing"]);

/** GET /api/embeddings: what embeds memories now, how far it has come, and why it waits when it does. */
export const embeddingStatusSchema = z.object({
  /** off: no model (words alone); embedding: memories wait for vectors; ready: all embedded; failing: retried later. */
  state: embeddingStateSchema,
  model: z.string().nullable(),
  /** Why there is no model, the last failure, or how many memories from before embeddings wait, in words for the owner. */
  reason: z.string().nullable(),
  embedded: z.number().int(),
  total: z.number().int(),
  /** When the next try is made after a failure. */
  retryAt: z.string().nullable(),
});
export type EmbeddingStatus = z.infer<typeof embeddingStatusSchema>;

/** PUT /api/embeddings: the model of the chosen server provider ("none" turns embeddings off; "" restores the default). */
export const embeddingSettingsRequestSchema = z.object({ model: z.string().trim().max(200) });

export const EMBEDDING_TEXT = {
  noServer: "Embeddings need OpenAI or an OpenAI-compatible server; recall goes by words",
  noModel: "No embedding model is chosen for this server; recall goes by words",
  turnedOff: "Embeddings are turned off; recall goes by words",
  /** Memories from before embeddings (an upgrade) are sent nowhere until the owner names the model (issue 39). */
  olderWaiting: (n: number) =>
    `${plural(n, "memory", "memories")} from before embeddings ${n === 1 ? "is" : "are"} recalled by words alone: sent to the embeddings server only once you choose its model`,
  needsBaseUrl: "Set the model server's base URL on the API Keys page",
  needsKey: "No OpenAI key is stored; add one on the API Keys page",
  unreadable: (label: string) => `${label} sent embeddings Citadel could not read`,
} as const;
