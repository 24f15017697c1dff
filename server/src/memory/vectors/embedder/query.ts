import { EMBEDDER } from "@contract/embeddings";
import { findSpace } from "../vector-store";
import { textOf } from "./run";
import { backingOff, type EmbedderDeps, type EmbedderState, modelNow } from "./state";

/**
 * The message's vector for recall, or null (no model, the model failing, or no answer in time): the turn then recalls
 * by words alone and never waits long for it.
 */
export async function embedQuery(
  deps: Required<EmbedderDeps>,
  state: EmbedderState,
  text: string,
): Promise<{ model: string; vector: Float32Array } | null> {
  const options = modelNow(deps);
  if (!options || !findSpace(deps.db, options.model)) return null;
  const now = deps.clock.now().getTime();
  if (backingOff(state, options.model, now) || now < state.queryPausedUntil) return null;
  try {
    const [vector] = await deps.embed(
      { ...options, timeoutMs: EMBEDDER.queryTimeoutMs },
      [textOf({ content: text })],
      state.controller.signal,
    );
    return vector ? { model: options.model, vector } : null;
  } catch {
    // A provider that did not answer one turn in time is not waited for again at once (each turn would wait).
    state.queryPausedUntil = deps.clock.now().getTime() + EMBEDDER.backoffMs;
    return null;
  }
}
