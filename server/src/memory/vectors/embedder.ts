import { embedQuery } from "./embedder/query";
import { runEmbedder } from "./embedder/run";
import { type EmbedderDeps, newEmbedderState, withDefaults } from "./embedder/state";
import { embedderStatus } from "./embedder/status";

export type { EmbedderDeps } from "./embedder/state";

/**
 * The background embedder (docs/ARCHITECTURE.md, "Recall"): each run embeds the memories the current model has no vector of, a
 * batch at a time, paced, until none is left; what is left is found by a query, so a restart goes on where it stopped.
 * A new model gets a space of its own and the old one is dropped only once the new one holds every memory, so recall
 * keeps what it has meanwhile (and words always serve). A failure waits (30 s, doubling to 30 min) and is shown in the
 * status; a memory the server refuses on its own is passed over, so nothing stays stuck behind it. Its parts are in
 * `embedder/`: a run, a turn's query, the status, and the state they share.
 */
export function createEmbedder(options: EmbedderDeps) {
  const deps = withDefaults(options);
  const state = newEmbedderState();
  return {
    run: () => runEmbedder(deps, state),
    embedQuery: (text: string) => embedQuery(deps, state, text),
    status: () => embedderStatus(deps, state),
    /** Stops a run between requests (a request under way is given up); the next start goes on from the database. */
    stop() {
      state.controller.abort();
    },
    /** Allows runs again after a stop (tests restart an embedder). */
    resume() {
      if (state.controller.signal.aborted) state.controller = new AbortController();
    },
  };
}

export type Embedder = ReturnType<typeof createEmbedder>;
