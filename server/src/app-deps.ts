import type { VectorSearchPlan } from "@contract/embeddings";
import type { Backups, Exports } from "./archive";
import type { TurnHub } from "./chat";
import type { Exchanges } from "./exchanges";
import type { WriteFirst } from "./follow-ups";
import type { Embedder } from "./memory";
import type { LocalModels } from "./models/local/local-models";
import type { ProviderRegistry } from "./models/providers/provider-registry";
import type { ActivityHub, Push } from "./notify";
import type { Clock } from "./platform/clock";
import type { Config } from "./platform/config";
import type { Db } from "./platform/db/connection";
import type { Scheduler } from "./platform/scheduler/scheduler";
import type { SecretBox } from "./platform/secret-box";

/** What the app is built from; tests hand in a temporary database, a fixed clock and a mock provider. */
export type AppDeps = {
  db: Db;
  clock: Clock;
  config: Pick<Config, "host" | "allowedHosts" | "clientDistDir"> & {
    /** The app built for Node, which draws a signed-in first page (absent: the browser draws every page). */
    firstPageRenderer?: Config["firstPageRenderer"];
    /** The transcription model and the provider time limit (defaults apply when absent). */
    llm?: Pick<Config["llm"], "transcribeModel" | "timeoutMs">;
  };
  /** Settles once the access-code hash is in place; sign-ins wait for it so start-up need not. */
  accessCodeReady: Promise<unknown>;
  /** Encrypts secrets (the provider key) at rest. */
  secrets: SecretBox;
  /** Which model answers now. */
  providers: ProviderRegistry;
  /** GGUF files on disk and the download of the recommended one. */
  localModels: LocalModels;
  /** Replies being written right now. */
  turns: TurnHub;
  /** The exchanges between personalities the server runs. */
  exchanges: Exchanges;
  /** Backups of the database, and restores. */
  backups: Backups;
  /** What ended while the owner may be elsewhere, for notifications. */
  activity: ActivityHub;
  /** Exports of conversations and of everything, built on the server and kept until removed. */
  exports: Exports;
  /** Web Push: the VAPID keys, the devices subscribed, and pushes to them while no page is open. */
  push: Push;
  /** The recurring jobs: when each last ran and runs next. */
  schedule: Pick<Scheduler, "status">;
  /** Memories embedded in the background, and the message's vector for recall. */
  embedder: Embedder;
  /** Personalities that write first (issue 30): a look at what is due now, and whether the owner is typing. */
  writeFirst: Pick<WriteFirst, "run" | "presence">;
  /** How vectors are searched: VECTOR_SEARCH unless a benchmark compares another plan. */
  vectorSearch?: VectorSearchPlan;
};
