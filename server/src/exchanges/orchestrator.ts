import type { RunKind, StartExchangeRequest } from "@contract/exchanges";
import { clearExchange, pauseExchange, resumeExchange, startExchange, stepIn, stopExchange, superviseExchange } from "./run/commands";
import type { ExchangeDeps, RunningExchanges } from "./run/deps";
import { exchangeState } from "./run/page-state";

export type { ExchangeDeps } from "./run/deps";

/**
 * The one orchestrator of exchanges between personalities. Each step is one speaker's reply, stored (with the cursor
 * moved) before the next begins; nothing lives only in memory, so a restart shows the exchange interrupted and
 * Resume goes on from its cursor. The configuration of a kind says who speaks, in which order, and what is stored.
 * Its parts are in `run/`: the owner's commands, driving a run step by step, one speaker's reply, the lines kept.
 */
export function createExchanges(deps: ExchangeDeps) {
  const running: RunningExchanges = new Map();
  return {
    state: (kind: RunKind) => exchangeState(deps.db, kind),
    start: (kind: RunKind, request: StartExchangeRequest) => startExchange(deps, running, kind, request),
    pause: (kind: RunKind) => pauseExchange(deps, kind),
    resume: (kind: RunKind) => resumeExchange(deps, running, kind),
    clear: (kind: RunKind) => clearExchange(deps, running, kind),
    stop: (kind: RunKind) => stopExchange(deps, running, kind),
    supervise: (kind: RunKind, enabled: boolean) => superviseExchange(deps, kind, enabled),
    stepIn: (kind: RunKind, content: string) => stepIn(deps, kind, content),
    /** Listens to a kind's live events. */
    subscribe: deps.hub.subscribe,
    /** Whether any exchange is writing a line now. */
    writing: () => running.size > 0,
    /** Resolves when every exchange running now has stopped (tests, a graceful stop). */
    settled: () => Promise.all([...running.values()].map((r) => r.done)).then(() => {}),
  };
}

export type Exchanges = ReturnType<typeof createExchanges>;
