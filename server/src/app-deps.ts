import type { ApiStatus } from "../../contract/status";
import type { Config } from "./config";
import type { Db } from "./db/connection";
import type { Clock } from "./services/clock";

/** What the app is built from; tests hand in a temporary database and a fixed clock. */
export type AppDeps = {
  db: Db;
  clock: Clock;
  config: Pick<Config, "host" | "allowedHosts" | "clientDistDir">;
  /** Settles once the access-code hash is in place; sign-ins wait for it so start-up need not. */
  accessCodeReady: Promise<unknown>;
  /** Which model answers now; the model layer owns this. */
  providerStatus: () => Pick<ApiStatus, "provider" | "model" | "openai_enabled" | "last_updated">;
};
