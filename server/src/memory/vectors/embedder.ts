import { EMBEDDER, type EmbeddingStatus } from "@contract/embeddings";
import { type EmbedderOptions, embedWithOpenAIProtocol } from "../../models/media/embeddings";
import type { Clock } from "../../platform/clock";
import type { Db } from "../../platform/db/connection";
import { loggable } from "../../platform/scrub-secrets";
import { backoffMs, isPoisonFailure } from "./backoff";
import type { EmbeddingTarget } from "./target";
import { allSpaces, dropSpace, ensureSpace, findSpace, progress, storeVectors, type Unembedded, unembedded } from "./vector-store";

export type EmbedderDeps = {
  db: Db;
  clock: Clock;
  /** Who embeds now (re-read at every batch: a change of provider or model is followed at once). */
  target: () => EmbeddingTarget;
  embed?: (options: EmbedderOptions, texts: readonly string[], signal?: AbortSignal) => Promise<Float32Array[]>;
  /** The pause between batches (a test hands in one that returns at once). */
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
  batch?: number;
  paceMs?: number;
};

const realSleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      "abort",
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });

/** What a memory is embedded as: its words, cut to what every model takes (an empty text is refused by servers). */
const textOf = (row: Unembedded) => row.content.slice(0, EMBEDDER.maxChars).trim() || "(empty)";

/**
 * The background embedder (docs/ARCHITECTURE.md, "Recall"): each run embeds the memories the current model has no vector of, a
 * batch at a time, paced, until none is left; what is left is found by a query, so a restart goes on where it stopped.
 * A new model gets a space of its own and the old one is dropped only once the new one holds every memory, so recall
 * keeps what it has meanwhile (and words always serve). A failure waits (30 s, doubling to 30 min) and is shown in the
 * status; a memory the server refuses on its own is passed over, so nothing stays stuck behind it.
 */
export function createEmbedder(deps: EmbedderDeps) {
  const embed = deps.embed ?? embedWithOpenAIProtocol;
  const sleep = deps.sleep ?? realSleep;
  const batchSize = deps.batch ?? EMBEDDER.batch;
  let controller = new AbortController();
  let failure: { count: number; reason: string; retryAt: number; model: string } | null = null;
  let queryPausedUntil = 0;

  const modelNow = (): EmbedderOptions | null => {
    const target = deps.target();
    return target.ok ? target.options : null;
  };

  function fail(options: EmbedderOptions, error: unknown) {
    const count = failure?.model === options.model ? failure.count + 1 : 1;
    const reason = error instanceof Error ? error.message : String(error);
    failure = { count, reason, model: options.model, retryAt: deps.clock.now().getTime() + backoffMs(count) };
    console.error(`Embedding memories with ${options.model} failed; tried again later`, loggable(error));
  }

  /** Embeds one batch alone, memory by memory: a memory the server refuses by itself is passed over (words still find it). */
  async function oneByOne(options: EmbedderOptions, batch: readonly Unembedded[]) {
    const refused: { row: Unembedded; error: unknown }[] = [];
    for (const row of batch) {
      try {
        const [vector] = await embed(options, [textOf(row)], controller.signal);
        if (vector)
          storeVectors(deps.db, ensureSpace(deps.db, options.model, vector.length, deps.clock.now().toISOString()), [row], [vector]);
      } catch (error) {
        if (!isPoisonFailure(error)) throw error;
        refused.push({ row, error });
      }
    }
    // Marked as done without a vector, once the model's space exists (its length known from another memory). A batch
    // of several refused whole is the server refusing, not the memories: that backs off, and nothing is passed over.
    const space = findSpace(deps.db, options.model);
    if (refused.length > 0 && (!space || (batch.length > 1 && refused.length === batch.length))) throw refused[0]?.error;
    for (const { row } of refused) passOver(row.id, space?.id ?? 0);
  }

  const passOver = (memoryId: number, spaceId: number) =>
    deps.db.$client.prepare("INSERT OR IGNORE INTO memory_embedded (memory_id, space_id) VALUES (?, ?)").run(memoryId, spaceId);

  /** One run: batches until every memory has a vector of the current model, the model changes, a stop, or a failure. */
  async function run(): Promise<void> {
    const { signal } = controller;
    const first = modelNow();
    if (!first) return;
    if (failure?.model === first.model && deps.clock.now().getTime() < failure.retryAt) return;
    while (!signal.aborted) {
      const options = modelNow();
      if (options?.model !== first.model) return;
      const batch = unembedded(deps.db, findSpace(deps.db, options.model)?.id ?? null, batchSize);
      if (batch.length === 0) {
        failure = null;
        // The model holds every memory: the spaces of models used before go.
        for (const space of allSpaces(deps.db)) if (space.model !== options.model) dropSpace(deps.db, space);
        return;
      }
      try {
        const vectors = await embed(options, batch.map(textOf), signal);
        const space = ensureSpace(deps.db, options.model, vectors[0]?.length ?? 0, deps.clock.now().toISOString());
        storeVectors(deps.db, space, batch, vectors);
      } catch (error) {
        if (signal.aborted) return;
        if (!isPoisonFailure(error)) return fail(options, error);
        try {
          await oneByOne(options, batch);
        } catch (single) {
          if (signal.aborted) return;
          return fail(options, single);
        }
      }
      failure = null;
      await sleep(deps.paceMs ?? EMBEDDER.paceMs, signal);
    }
  }

  /**
   * The message's vector for recall, or null (no model, the model failing, or no answer in time): the turn then recalls
   * by words alone and never waits long for it.
   */
  async function embedQuery(text: string): Promise<{ model: string; vector: Float32Array } | null> {
    const options = modelNow();
    if (!options || !findSpace(deps.db, options.model)) return null;
    const now = deps.clock.now().getTime();
    if ((failure?.model === options.model && now < failure.retryAt) || now < queryPausedUntil) return null;
    try {
      const [vector] = await embed(
        { ...options, timeoutMs: EMBEDDER.queryTimeoutMs },
        [text.slice(0, EMBEDDER.maxChars).trim() || "(empty)"],
        controller.signal,
      );
      return vector ? { model: options.model, vector } : null;
    } catch {
      // A provider that did not answer one turn in time is not waited for again at once (each turn would wait).
      queryPausedUntil = deps.clock.now().getTime() + EMBEDDER.backoffMs;
      return null;
    }
  }

  function status(): EmbeddingStatus {
    const target = deps.target();
    if (!target.ok) return { state: "off", model: null, reason: target.reason, ...progress(deps.db, null), embedded: 0, retryAt: null };
    const { model } = target.options;
    const counts = progress(deps.db, findSpace(deps.db, model)?.id ?? null);
    const failing = failure?.model === model ? failure : null;
    if (failing) return { state: "failing", model, reason: failing.reason, ...counts, retryAt: new Date(failing.retryAt).toISOString() };
    return { state: counts.embedded < counts.total ? "embedding" : "ready", model, reason: null, ...counts, retryAt: null };
  }

  return {
    run,
    embedQuery,
    status,
    /** Stops a run between requests (a request under way is given up); the next start goes on from the database. */
    stop() {
      controller.abort();
    },
    /** Allows runs again after a stop (tests restart an embedder). */
    resume() {
      if (controller.signal.aborted) controller = new AbortController();
    },
  };
}

export type Embedder = ReturnType<typeof createEmbedder>;
