import { EMBEDDING_TEXT, type EmbeddingStatus } from "@contract/embeddings";
import { olderMemoriesUpTo } from "../older-memories";
import { findSpace, progress } from "../vector-store";
import type { EmbedderDeps, EmbedderState } from "./state";

/**
 * What the embedder is doing, for the settings page: off (and why), embedding, ready, or failing until a time. The
 * counts leave out the memories from before embeddings that wait for the owner; the reason says how many wait.
 */
export function embedderStatus(deps: Pick<EmbedderDeps, "db" | "target">, state: Pick<EmbedderState, "failure">): EmbeddingStatus {
  const target = deps.target();
  const older = olderMemoriesUpTo(deps.db);
  if (!target.ok) return { state: "off", model: null, reason: target.reason, ...progress(deps.db, null), embedded: 0, retryAt: null };
  const { model } = target.options;
  const counts = progress(deps.db, findSpace(deps.db, model)?.id ?? null, older);
  const failing = state.failure?.model === model ? state.failure : null;
  if (failing) return { state: "failing", model, reason: failing.reason, ...counts, retryAt: new Date(failing.retryAt).toISOString() };
  const waiting = older === 0 ? null : EMBEDDING_TEXT.olderWaiting(progress(deps.db, null).total - counts.total);
  return { state: counts.embedded < counts.total ? "embedding" : "ready", model, reason: waiting, ...counts, retryAt: null };
}
