import { companionRecordSchema } from "@contract/companions";
import { archiveLorebookSchema, archiveLoreSchema } from "@contract/export";
import { importCompanion, keepLore, loreBook } from "../../../companions";
import { count, type ImportState, parsed, personalityOf } from "./state";

/** Companions the archive carries that are not here are made first (their chats and memories follow). */
export function importCompanions(state: ImportState, records: readonly unknown[], where: string) {
  for (const [i, value] of records.entries()) {
    const record = parsed(state, companionRecordSchema, value, `${where}, companion ${i + 1}`);
    if (!record) continue;
    if (state.personalityIds.has(record.slug)) {
      count(state, "skipped", "companions");
      continue;
    }
    try {
      const made = importCompanion(state.db, state.clock, record);
      state.personalityIds.set(made.slug, made.id);
      count(state, "added", "companions");
    } catch (error) {
      state.report.problems.push(`${where}, companion ${record.slug}: ${(error as Error).message}`);
    }
  }
}

/** Lorebooks, keyed by their companion's slug: kept for a companion here that has none (one that has is left as it is). */
export function importLore(state: ImportState, value: unknown, where: string) {
  const books = parsed(state, archiveLoreSchema, value, where);
  for (const [slug, raw] of Object.entries(books ?? {})) {
    const book = parsed(state, archiveLorebookSchema, raw, `${where}, ${slug}`);
    const personalityId = book && personalityOf(state, slug, `${where}, ${slug}`);
    if (!book || personalityId === null) continue;
    if (loreBook(state.db, personalityId, 0)) {
      count(state, "skipped", "lorebooks");
      continue;
    }
    state.db.$client.transaction(() => keepLore(state.db, personalityId, book))();
    count(state, "added", "lorebooks");
  }
}
