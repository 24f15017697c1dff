import { archiveExchangeLineSchema, archiveExchangeSchema } from "@contract/export";
import { count, type ImportState, parsed } from "./state";

/** An exchange comes whole or not at all: one already here (same kind, start and opening) is skipped whole. */
export function importExchange(
  state: ImportState,
  archiveId: number,
  details: unknown,
  lines: readonly unknown[],
  where: string,
): "added" | "skipped" | null {
  const { sql } = state;
  const run = parsed(state, archiveExchangeSchema, details, where);
  if (!run) return null;
  const present = sql.findExchange.get(run.kind, run.createdAt, run.opening) as number | undefined;
  if (present !== undefined) {
    state.exchangeIds.set(archiveId, present);
    count(state, "skipped", "lines", lines.length);
    return "skipped";
  }
  state.db.$client.transaction(() => {
    const { lastInsertRowid } = sql.insertExchange.run(
      run.kind,
      // A run cut off by the export is offered to resume here, never shown as running.
      run.status === "running" ? "interrupted" : run.status,
      run.mode,
      run.live ? 1 : 0,
      run.cycles,
      run.opening,
      run.supervised ? 1 : 0,
      run.nextCycle,
      run.nextSpeaker,
      run.stopReason,
      run.error,
      run.clearedAt,
      run.createdAt,
      run.updatedAt,
      run.members ? JSON.stringify(run.members) : null,
    );
    const id = Number(lastInsertRowid);
    state.exchangeIds.set(archiveId, id);
    for (const [i, value] of lines.entries()) {
      const l = parsed(state, archiveExchangeLineSchema, value, `${where}, line ${i + 1}`);
      if (!l) continue;
      const extras = l.extras === undefined || l.extras === null ? null : JSON.stringify(l.extras);
      sql.insertLine.run(
        id,
        l.personality,
        l.speaker,
        l.role,
        l.cycleNumber,
        l.content,
        l.emotion,
        l.wordCount,
        l.responseTimeMs,
        extras,
        l.provider,
        l.model,
        l.timestamp,
      );
      count(state, "added", "lines");
    }
  })();
  return "added";
}
