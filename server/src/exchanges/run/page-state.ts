import type { BridgeState, CouncilState, GuardianState, RunKind } from "@contract/exchanges";
import { getConsciousnessMode } from "../../personas";
import type { Db } from "../../platform/db/connection";
import { bridgeState, councilState, guardianState } from "../live/state";
import { membersOf, runConfig } from "../members";
import { currentExchange, linesOf } from "../store";
import type { ExchangeDeps } from "./deps";
import { supervisionDefault } from "./supervision";

/** What a kind's page shows: its current exchange with its lines, or what a new one would start with. */
export function exchangeState(db: Db, kind: RunKind): BridgeState | GuardianState | CouncilState {
  const exchange = currentExchange(db, kind);
  const config = runConfig(kind, exchange);
  const lines = exchange ? linesOf(db, exchange.id) : [];
  const bridge = bridgeState(config, exchange, lines, {
    supervised: supervisionDefault(db, kind),
    mode: getConsciousnessMode(db).mode,
    members: membersOf(db, config),
  });
  return kind === "guardian" ? guardianState(bridge) : kind === "council" ? councilState(bridge) : bridge;
}

/** Tells the kind's live listeners its state as it is now. */
export const publishState = (deps: Pick<ExchangeDeps, "db" | "hub">, kind: RunKind) =>
  deps.hub.publish(kind, { event: "state", data: exchangeState(deps.db, kind) });
