import { archiveMemorySchema } from "@contract/export";
import { count, existing, fingerprint, type ImportState, inBatches, parsed, personalityOf } from "./state";

type MemoryRow = { id: number; core: string; created_at: string; content: string };

const mapped = (map: Map<number, number>, id: number | null) => (id === null ? null : (map.get(id) ?? null));

/**
 * One memory: skipped when the same is here (same core, time and words), added otherwise, tied to the messages,
 * memories and exchanges it came from where those came in with this archive.
 */
export function importMemory(state: ImportState, value: unknown, where: string) {
  const { sql } = state;
  const m = parsed(state, archiveMemorySchema, value, where);
  if (!m) return;
  const personalityId = personalityOf(state, m.personality, where);
  if (personalityId === null) return;
  const here = existing(state, `memories:${personalityId}`, function* () {
    for (const r of sql.memoriesOf.iterate(personalityId) as Iterable<MemoryRow>) {
      yield { id: r.id, key: fingerprint(r.core, r.created_at, r.content) };
    }
  });
  const key = fingerprint(m.core, m.timestamp, m.content);
  const present = here.get(key);
  if (present !== undefined) {
    state.memoryIds.set(m.id, present);
    count(state, "skipped", "memories");
    return;
  }
  const { lastInsertRowid } = sql.insertMemory.run(
    personalityId,
    m.role,
    m.content,
    m.importance,
    m.core,
    m.modeContext,
    m.emotionalDepth,
    m.intimacyLevel,
    mapped(state.messageIds, m.sourceMessageId),
    mapped(state.memoryIds, m.syncedFrom),
    mapped(state.exchangeIds, m.sourceExchangeId),
    m.pinned ? 1 : 0,
    m.noteKind,
    m.timestamp,
  );
  // A note comes with the messages it was drawn from that came in with this archive (a note with none is kept
  // as it is: the owner's to correct or delete).
  for (const source of m.noteSources) {
    const message = mapped(state.messageIds, source);
    if (m.noteKind && message !== null) sql.insertNoteSource.run(Number(lastInsertRowid), message);
  }
  sql.ensureCore.run(personalityId, m.core);
  here.set(key, Number(lastInsertRowid));
  state.memoryIds.set(m.id, Number(lastInsertRowid));
  count(state, "added", "memories");
}

export const importMemories = (state: ImportState, values: readonly unknown[], where: string) =>
  inBatches(state, values, (value, i) => importMemory(state, value, `${where}, line ${i + 1}`));
