import type { EmbeddingStatus } from "@contract/embeddings";
import { findSpace, progress } from "../vector-store";
import type { EmbedderDeps, EmbedderState } from "./state";

/** What the embedder is doing, for the settings page: off (and why), embedding, ready, or failing until a time. */
export function embedderStatus(deps: Pick<EmbedderDeps, "db" | "target">, state: Pick<EmbedderState, "failure">): EmbeddingStatus {
  const target = deps.target();
  if (!target.ok) return { state: "off", model: null, reason: target.reason, ...progress(deps.db, null), embedded: 0, retryAt: null };
  const { model } = target.options;
  const counts = progress(deps.db, findSpace(deps.db, model)?.id ?? null);
  const failing = state.failure?.model === model ? state.failure : null;
  if (failing) return { state: "failing", model, reason: failing.reason, ...counts, retryAt: new Date(failing.retryAt).toISOString() };
  return { state: counts.embedded < counts.total ? "embedding" : "ready", model, reason: null, ...counts, retryAt: null };
}
