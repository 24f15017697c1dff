import { archiveJournalSchema } from "@contract/export";
import { count, type ImportState, inBatches, parsed, personalityOf } from "./state";

/** A journal entry: skipped when one of the same personality, day, kind and start is here. */
export function importJournalEntry(state: ImportState, value: unknown, where: string) {
  const j = parsed(state, archiveJournalSchema, value, where);
  const personalityId = j && personalityOf(state, j.personality, where);
  if (!j || personalityId === null) return;
  const present = state.sql.journalPresent.get(personalityId, j.day, j.kind, j.createdAt);
  if (present) return count(state, "skipped", "journalEntries");
  state.sql.insertJournal.run(personalityId, j.day, j.kind, JSON.stringify(j.entry), j.createdAt, j.updatedAt);
  count(state, "added", "journalEntries");
}

export const importJournal = (state: ImportState, values: readonly unknown[], where: string) =>
  inBatches(state, values, (value, i) => importJournalEntry(state, value, `${where}, line ${i + 1}`));
