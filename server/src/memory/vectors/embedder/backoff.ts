import { EMBEDDER } from "@contract/embeddings";
import { ProviderError } from "../../../models/providers/provider-error";

/** How long to wait after the n-th failure in a row (n ≥ 1): 30 s, doubling, at most 30 minutes. */
export const backoffMs = (failures: number): number =>
  Math.min(EMBEDDER.maxBackoffMs, EMBEDDER.backoffMs * 2 ** Math.max(0, Math.min(20, failures - 1)));

/**
 * A refusal of the request itself (400, 413, 422: a text too long for the model, say), not of the key, the model or
 * the server's state: sent memory by memory, only the one refused is passed over.
 */
export const isPoisonFailure = (error: unknown): boolean =>
  error instanceof ProviderError && [400, 413, 422].includes(error.providerStatus ?? 0);
