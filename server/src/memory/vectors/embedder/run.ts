import { EMBEDDER } from "@contract/embeddings";
import type { EmbedderOptions } from "../../../models/media/embeddings";
import type { Db } from "../../../platform/db/connection";
import { olderMemoriesUpTo } from "../older-memories";
import { allSpaces, dropSpace, ensureSpace, findSpace, storeVectors, type Unembedded, unembedded } from "../vector-store";
import { isPoisonFailure } from "./backoff";
import { backingOff, type EmbedderDeps, type EmbedderState, modelNow, recordFailure } from "./state";

/** What a memory is embedded as: its words, cut to what every model takes (an empty text is refused by servers). */
export const textOf = (row: Pick<Unembedded, "content">) => row.content.slice(0, EMBEDDER.maxChars).trim() || "(empty)";

/** A memory marked as done in a space without a vector (words still find it). */
const passOver = (db: Db, memoryId: number, spaceId: number) =>
  db.$client.prepare("INSERT OR IGNORE INTO memory_embedded (memory_id, space_id) VALUES (?, ?)").run(memoryId, spaceId);

/** Embeds one batch alone, memory by memory: a memory the server refuses by itself is passed over (words still find it). */
export async function embedOneByOne(
  deps: Required<EmbedderDeps>,
  state: EmbedderState,
  options: EmbedderOptions,
  batch: readonly Unembedded[],
) {
  const { db, clock } = deps;
  const refused: { row: Unembedded; error: unknown }[] = [];
  for (const row of batch) {
    try {
      const [vector] = await deps.embed(options, [textOf(row)], state.controller.signal);
      if (vector) storeVectors(db, ensureSpace(db, options.model, vector.length, clock.now().toISOString()), [row], [vector]);
    } catch (error) {
      if (!isPoisonFailure(error)) throw error;
      refused.push({ row, error });
    }
  }
  // Marked as done without a vector, once the model's space exists (its length known from another memory). A batch
  // of several refused whole is the server refusing, not the memories: that backs off, and nothing is passed over.
  const space = findSpace(db, options.model);
  if (refused.length > 0 && (!space || (batch.length > 1 && refused.length === batch.length))) throw refused[0]?.error;
  for (const { row } of refused) passOver(db, row.id, space?.id ?? 0);
}

/** One run: batches until every memory has a vector of the current model, the model changes, a stop, or a failure. */
export async function runEmbedder(deps: Required<EmbedderDeps>, state: EmbedderState): Promise<void> {
  const { db, clock } = deps;
  const { signal } = state.controller;
  const first = modelNow(deps);
  if (!first) return;
  if (backingOff(state, first.model, clock.now().getTime())) return;
  while (!signal.aborted) {
    const options = modelNow(deps);
    if (options?.model !== first.model) return;
    const batch = unembedded(db, findSpace(db, options.model)?.id ?? null, deps.batch, olderMemoriesUpTo(db));
    if (batch.length === 0) {
      state.failure = null;
      // The model holds every memory: the spaces of models used before go.
      for (const space of allSpaces(db)) if (space.model !== options.model) dropSpace(db, space);
      return;
    }
    try {
      const vectors = await deps.embed(options, batch.map(textOf), signal);
      const space = ensureSpace(db, options.model, vectors[0]?.length ?? 0, clock.now().toISOString());
      storeVectors(db, space, batch, vectors);
    } catch (error) {
      if (signal.aborted) return;
      if (!isPoisonFailure(error)) return recordFailure(deps, state, options, error);
      try {
        await embedOneByOne(deps, state, options, batch);
      } catch (single) {
        if (signal.aborted) return;
        return recordFailure(deps, state, options, single);
      }
    }
    state.failure = null;
    await deps.sleep(deps.paceMs, signal);
  }
}
