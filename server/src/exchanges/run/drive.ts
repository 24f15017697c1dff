import type { RunKind } from "@contract/exchanges";
import { ProviderError } from "../../models/providers/provider-error";
import { replyColumns } from "../../models/reply/reply";
import { exchangeActivity } from "../../notify";
import { ownerName } from "../../personas";
import { dataGeneration } from "../../platform/db/generation";
import { loggable } from "../../platform/scrub-secrets";
import type { ExchangeConfig } from "../configs";
import { runConfig, speakerName } from "../members";
import { type ExchangeRow, linesOf, readExchange, setStatus } from "../store";
import { cursorAfter, speakerDue } from "./cursor";
import type { ExchangeDeps, RunningExchanges } from "./deps";
import { storeLine, storeNote } from "./lines";
import { publishState } from "./page-state";
import { speak } from "./speak";
import { supervisionStop } from "./supervision";

/**
 * A speaker's reply failed: a kind that skips (the council) or the closing turn goes on without that speaker and
 * says so in a note; any other stops failed, for Resume to try again. Whether the run goes on.
 */
function afterFailedStep(deps: ExchangeDeps, exchange: ExchangeRow, config: ExchangeConfig, closing: boolean, error: unknown): boolean {
  const { db, clock } = deps;
  const kind = exchange.kind as RunKind;
  if (!(error instanceof ProviderError)) console.error("Exchange step failed", loggable(error));
  const message = error instanceof ProviderError ? error.message : "The reply could not be written";
  if (config.onFailure === "skip" || closing) {
    // The council goes on without that member this turn, and says so.
    const who = speakerName(db, speakerDue(config, exchange, closing));
    storeNote(deps, exchange, config, `${who} could not answer this turn: ${message}`, cursorAfter(config, exchange, closing));
    if (closing) setStatus(db, clock, exchange.id, "done");
    publishState(deps, kind);
    return !closing;
  }
  setStatus(db, clock, exchange.id, "failed", { error: `${message}; Resume tries again` });
  publishState(deps, kind);
  return false;
}

/**
 * Drives an exchange one speaker at a time until it ends, pauses, stops or fails. Each step is one speaker's reply,
 * stored with the cursor moved before the next begins, so a restart finds it where it was. A restore while a reply is
 * written (another generation of the data) ends the drive writing nothing: the restored run shows as interrupted.
 */
export async function drive(deps: ExchangeDeps, id: number, signal: AbortSignal): Promise<void> {
  const { db, clock } = deps;
  const generation = dataGeneration(db);
  const outlived = () => signal.aborted || dataGeneration(db) !== generation;
  for (;;) {
    const exchange = readExchange(db, id);
    if (exchange.status !== "running" || signal.aborted) return;
    const kind = exchange.kind as RunKind;
    const config = runConfig(kind, exchange);
    const lines = linesOf(db, id);
    const closing = exchange.nextCycle > exchange.cycles;
    if (closing && (!config.closing || lines.some((l) => l.role === "resolution"))) {
      setStatus(db, clock, id, "done");
      return publishState(deps, kind);
    }
    let spoken: Awaited<ReturnType<typeof speak>>;
    try {
      spoken = await speak(deps, exchange, config, lines, signal, closing);
      if (!spoken.reply.text.trim()) throw new ProviderError(`${speakerName(db, spoken.name)} gave an empty reply`, null);
    } catch (error) {
      if (outlived()) return;
      if (afterFailedStep(deps, exchange, config, closing, error)) continue;
      return;
    }
    // Cleared, stopped or restored while the line was being written: it is not kept.
    if (outlived()) return publishState(deps, kind);
    const line = storeLine(
      deps,
      exchange,
      config,
      {
        personality: spoken.name,
        speaker: speakerName(db, spoken.name),
        role: closing ? "resolution" : "line",
        cycleNumber: closing ? exchange.cycles : exchange.nextCycle,
        ...replyColumns(spoken.reply),
      },
      cursorAfter(config, exchange, closing),
    );
    const now = readExchange(db, id);
    const stop = now.supervised && !closing ? supervisionStop(line, lines, ownerName(db)) : null;
    if (stop) {
      storeNote(deps, now, config, stop);
      setStatus(db, clock, id, "stopped", { stopReason: stop });
    }
    publishState(deps, kind);
    if (stop) return;
  }
}

/** Runs an exchange until it ends, pauses or fails; the same promise while it runs. */
export function launch(deps: ExchangeDeps, running: RunningExchanges, id: number): Promise<void> {
  const { db, clock } = deps;
  const live = running.get(id);
  if (live) return live.done;
  const controller = new AbortController();
  const generation = dataGeneration(db);
  const done = drive(deps, id, controller.signal)
    .catch((error: unknown) => {
      console.error("Exchange failed", loggable(error));
      if (dataGeneration(db) !== generation) return;
      setStatus(db, clock, id, "failed", { error: "The exchange stopped on an error inside the Citadel; Resume tries again" });
    })
    .finally(() => {
      running.delete(id);
      // Restored meanwhile: the exchange under this id is the backup's, not the one that ran.
      if (dataGeneration(db) !== generation) return;
      const event = exchangeActivity(readExchange(db, id), linesOf(db, id));
      if (event) deps.activity?.publish(event);
    });
  running.set(id, { controller, done });
  return done;
}
