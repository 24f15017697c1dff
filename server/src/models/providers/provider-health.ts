import type { ModelProvider } from "../types";
import { ProviderError } from "./provider-error";

/** What a provider's call came to: it answered (ok), or failed with a reason the owner may read. */
export type Outcome = { ok: true } | { ok: false; reason: string };

/**
 * The provider with every call's outcome reported: a reply that ends as it should is `ok`, a provider failure is
 * reported with its (already scrubbed) message. A call the caller stopped (aborted, or left after the first words)
 * reports nothing, and neither does an error that is not the provider's.
 */
export function withHealthReports(provider: ModelProvider, report: (outcome: Outcome) => void): ModelProvider {
  return {
    ...provider,
    async *stream(request) {
      try {
        yield* provider.stream(request);
      } catch (error) {
        if (error instanceof ProviderError && !request.signal?.aborted) report({ ok: false, reason: error.message });
        throw error;
      }
      if (!request.signal?.aborted) report({ ok: true });
    },
  };
}
