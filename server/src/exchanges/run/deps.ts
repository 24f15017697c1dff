import type { ProviderRegistry } from "../../models/providers/provider-registry";
import type { ActivityHub } from "../../notify";
import type { Clock } from "../../platform/clock";
import type { Db } from "../../platform/db/connection";
import type { ExchangeHub } from "../live/hub";

export type ExchangeDeps = {
  db: Db;
  clock: Clock;
  providers: ProviderRegistry;
  hub: ExchangeHub;
  /** Told when a run ends, stops on its own or fails, for the owner's notifications. */
  activity?: ActivityHub;
};

/** The exchanges being driven now, by id: how to stop each, and when it has stopped. */
export type RunningExchanges = Map<number, { controller: AbortController; done: Promise<void> }>;

/** Where an exchange's cursor stands: the cycle, and the speaker of that cycle who speaks next. */
export type Cursor = { nextCycle: number; nextSpeaker: number };
