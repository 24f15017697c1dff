import { EMBEDDER } from "@contract/embeddings";
import { type EmbedderOptions, embedWithOpenAIProtocol } from "../../../models/media/embeddings";
import type { Clock } from "../../../platform/clock";
import type { Db } from "../../../platform/db/connection";
import { loggable } from "../../../platform/scrub-secrets";
import type { EmbeddingTarget } from "../target";
import { backoffMs } from "./backoff";

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

/** The embedder's dependencies with what was not handed in filled: the OpenAI protocol, real pauses, the usual batch and pace. */
export const withDefaults = (deps: EmbedderDeps): Required<EmbedderDeps> => ({
  ...deps,
  embed: deps.embed ?? embedWithOpenAIProtocol,
  sleep: deps.sleep ?? realSleep,
  batch: deps.batch ?? EMBEDDER.batch,
  paceMs: deps.paceMs ?? EMBEDDER.paceMs,
});

/** The last failures in a row of one model: how many, why, and when it is tried again. */
export type EmbedderFailure = { count: number; reason: string; retryAt: number; model: string };

/** What the embedder keeps between runs (in memory only: what is embedded is in the database). */
export type EmbedderState = {
  /** Aborted by a stop: a run ends between requests, a request under way is given up. */
  controller: AbortController;
  failure: EmbedderFailure | null;
  /** Until when a turn's message is not embedded (the provider did not answer one in time). */
  queryPausedUntil: number;
};

export const newEmbedderState = (): EmbedderState => ({ controller: new AbortController(), failure: null, queryPausedUntil: 0 });

/** The model that embeds now, or null when none does. */
export function modelNow(deps: Pick<EmbedderDeps, "target">): EmbedderOptions | null {
  const target = deps.target();
  return target.ok ? target.options : null;
}

/** Whether a model is waiting after a failure (until its retry time). */
export const backingOff = (state: EmbedderState, model: string, now: number) =>
  state.failure?.model === model && now < state.failure.retryAt;

/** A failure of a model: counted (with the ones before it of the same model), its wait doubling, and logged. */
export function recordFailure(deps: Pick<EmbedderDeps, "clock">, state: EmbedderState, options: EmbedderOptions, error: unknown) {
  const count = state.failure?.model === options.model ? state.failure.count + 1 : 1;
  const reason = error instanceof Error ? error.message : String(error);
  state.failure = { count, reason, model: options.model, retryAt: deps.clock.now().getTime() + backoffMs(count) };
  console.error(`Embedding memories with ${options.model} failed; tried again later`, loggable(error));
}
