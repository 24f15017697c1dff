import { EMBEDDER } from "@contract/embeddings";
import type { Clock } from "../../platform/clock";
import type { Db } from "../../platform/db/connection";
import type { Job } from "../../platform/scheduler/scheduler";
import type { SecretBox } from "../../platform/secret-box";
import { createEmbedder, type Embedder, type EmbedderDeps } from "./embedder";
import { embeddingTarget } from "./target";

/** The server's embedder: the chosen provider's embedding model, read again at every batch. */
export const createServerEmbedder = (deps: { db: Db; clock: Clock; secrets: SecretBox } & Partial<EmbedderDeps>): Embedder =>
  createEmbedder({ target: () => embeddingTarget({ db: deps.db, secrets: deps.secrets }), ...deps });

/** Every 15 s, memories without a vector of the current model are embedded (a run goes on until none is left). */
export const embeddingJob = (embedder: Embedder): Job => ({
  name: "embeddings",
  pattern: EMBEDDER.pattern,
  intervalMs: EMBEDDER.intervalMs,
  run: () => embedder.run(),
  // Its state (what is embedded, its failures) is in the database already: no write after every 15 s run.
  recordsLastRun: false,
});
