import { cyclesInRange, EXCHANGE_TEXT, type RunKind, type StartExchangeRequest } from "@contract/exchanges";
import { getConsciousnessMode, ownerName } from "../../personas";
import type { Db } from "../../platform/db/connection";
import { AppError } from "../../platform/errors";
import { writeSetting } from "../../platform/settings";
import { runConfig, seatedMembers, speakerName } from "../members";
import { createExchange, currentExchange, type ExchangeRow, markCleared, setStatus, setSupervised } from "../store";
import { advance } from "./cursor";
import type { ExchangeDeps, RunningExchanges } from "./deps";
import { launch } from "./drive";
import { storeLine, writtenLine } from "./lines";
import { publishState } from "./page-state";
import { supervisionDefault, supervisionKey } from "./supervision";

const RUN_NAMES: Record<RunKind, string> = { trinity: "A Trinity exchange", guardian: "A Guardian exchange", council: "The High Council" };

/** The kind's current exchange, or a bad request when there is none yet. */
export function currentOrRefuse(db: Db, kind: RunKind): ExchangeRow {
  const exchange = currentExchange(db, kind);
  if (!exchange) throw new AppError("bad_request", "There is no exchange yet: start one first");
  return exchange;
}

/**
 * Starts an exchange (the kind's previous one stops and leaves the page); `finished` settles when it stops running
 * (ended, paused, stopped or failed).
 */
export function startExchange(
  deps: ExchangeDeps,
  running: RunningExchanges,
  kind: RunKind,
  request: StartExchangeRequest,
): { exchange: ExchangeRow; finished: Promise<void> } {
  const { db, clock } = deps;
  const members = seatedMembers(db, kind, request.members);
  const config = runConfig(kind, { members });
  const limits = request.live ? { ...config.cycles, max: 20 } : config.cycles;
  if (!cyclesInRange(limits, request.cycles)) {
    throw new AppError("bad_request", kind === "guardian" ? EXCHANGE_TEXT.guardianCycles : EXCHANGE_TEXT.trinityCycles);
  }
  const previous = currentExchange(db, kind);
  if (previous?.status === "running") {
    throw new AppError("conflict", EXCHANGE_TEXT.alreadyRunning(RUN_NAMES[kind]));
  }
  if (previous) {
    if (previous.status === "paused" || previous.status === "interrupted" || previous.status === "failed") {
      setStatus(db, clock, previous.id, "stopped", { stopReason: EXCHANGE_TEXT.stop.replaced });
    }
    markCleared(db, clock, previous.id);
  }
  const opening = request.initialMessage?.trim() || config.defaultOpening;
  const exchange = createExchange(db, clock, {
    kind,
    mode: request.mode ?? getConsciousnessMode(db).mode,
    live: request.live ?? false,
    cycles: request.cycles,
    opening,
    supervised: config.supervision && supervisionDefault(db, kind),
    members,
  });
  // A bridge opens with its first speaker's line, which the other answers; the council with the owner's question.
  const first = config.speakers[0] as string;
  const byOwner = config.openedBy === "owner";
  const who = byOwner
    ? ({ personality: "owner", speaker: ownerName(db), role: "owner" } as const)
    : ({ personality: first, speaker: speakerName(db, first), role: "line" } as const);
  storeLine(deps, exchange, config, writtenLine(who, 1, opening), byOwner ? undefined : advance(config, exchange));
  publishState(deps, kind);
  return { exchange, finished: launch(deps, running, exchange.id) };
}

/** The line being written is finished and stored; then it waits. */
export function pauseExchange(deps: ExchangeDeps, kind: RunKind) {
  const exchange = currentOrRefuse(deps.db, kind);
  if (exchange.status !== "running") throw new AppError("bad_request", "The exchange is not running");
  setStatus(deps.db, deps.clock, exchange.id, "paused");
  publishState(deps, kind);
}

/** Goes on from where it stopped: paused, interrupted by a restart, failed, or stopped under supervision. */
export function resumeExchange(deps: ExchangeDeps, running: RunningExchanges, kind: RunKind): Promise<void> {
  const exchange = currentOrRefuse(deps.db, kind);
  if (exchange.status === "running") return launch(deps, running, exchange.id);
  if (exchange.status === "done") throw new AppError("bad_request", "The exchange has ended; start a new one");
  setStatus(deps.db, deps.clock, exchange.id, "running");
  publishState(deps, kind);
  return launch(deps, running, exchange.id);
}

/** Starts afresh: the exchange stops and leaves the page, but stays in the history. */
export function clearExchange(deps: ExchangeDeps, running: RunningExchanges, kind: RunKind) {
  const exchange = currentExchange(deps.db, kind);
  if (!exchange) return;
  running.get(exchange.id)?.controller.abort();
  if (exchange.status !== "done") setStatus(deps.db, deps.clock, exchange.id, "stopped", { stopReason: EXCHANGE_TEXT.stop.cleared });
  markCleared(deps.db, deps.clock, exchange.id);
  publishState(deps, kind);
}

/** The owner's own Stop. */
export function stopExchange(deps: ExchangeDeps, running: RunningExchanges, kind: RunKind) {
  const exchange = currentOrRefuse(deps.db, kind);
  running.get(exchange.id)?.controller.abort();
  if (exchange.status !== "done") setStatus(deps.db, deps.clock, exchange.id, "stopped", { stopReason: EXCHANGE_TEXT.stop.owner });
  publishState(deps, kind);
}

/** Turns supervision on or off: for the current exchange, and as the kind's default for the next ones. */
export function superviseExchange(deps: ExchangeDeps, kind: RunKind, enabled: boolean) {
  writeSetting(deps.db, deps.clock, supervisionKey(kind), enabled);
  const exchange = currentExchange(deps.db, kind);
  if (exchange) setSupervised(deps.db, deps.clock, exchange.id, enabled);
  publishState(deps, kind);
}

/** The owner steps in: both speakers see these words next. */
export function stepIn(deps: ExchangeDeps, kind: RunKind, content: string) {
  const exchange = currentOrRefuse(deps.db, kind);
  if (!exchange.supervised) throw new AppError("bad_request", "Turn supervision on to step in");
  if (exchange.status === "done" || exchange.status === "stopped") throw new AppError("bad_request", "The exchange has ended");
  const config = runConfig(kind, exchange);
  storeLine(
    deps,
    exchange,
    config,
    writtenLine({ personality: "owner", speaker: ownerName(deps.db), role: "owner" }, exchange.nextCycle, content),
  );
  publishState(deps, kind);
}
