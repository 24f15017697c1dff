import type { MemoryItemPatch, MemoryListItem } from "@contract/memory";
import type { Db } from "../platform/db/connection";
import { AppError } from "../platform/errors";
import { preparedFor } from "./prepared";
import { forgetTermCounts } from "./recall/recall";

/**
 * The owner corrects, deletes or pins a memory (issue 28, the Memory System tab). A memory and the copies cross-mode
 * sync made of it are one memory to the owner: each change reaches all of them, in one transaction. The full-text
 * index, the vectors (dropped on an edit, embedded again in the background) and the moment counts follow by trigger.
 */

const columns = "id, role, content, created_at AS createdAt, importance, core, pinned, note_kind AS noteKind";
type Row = Omit<MemoryListItem, "pinned"> & { pinned: number };

const statements = preparedFor((sqlite) => {
  // The memory, the one it was copied from, and the other copies of that one.
  const family =
    "id IN (SELECT coalesce(synced_from, id) FROM memories WHERE id = @id) OR synced_from IN (SELECT coalesce(synced_from, id) FROM memories WHERE id = @id)";
  return {
    read: sqlite.prepare<[number], Row>(`SELECT ${columns} FROM memories WHERE id = ?`),
    content: sqlite.prepare<[{ id: number; content: string }]>(
      `UPDATE memories SET content = @content WHERE (${family}) AND content <> @content`,
    ),
    pinned: sqlite.prepare<[{ id: number; pinned: number }]>(`UPDATE memories SET pinned = @pinned WHERE ${family}`),
    remove: sqlite.prepare<[{ id: number }]>(`DELETE FROM memories WHERE ${family}`),
  };
});

const toItem = ({ pinned, ...row }: Row): MemoryListItem => ({ ...row, pinned: pinned === 1 });

function existing(db: Db, id: number): Row {
  const row = statements(db).read.get(id);
  if (!row) throw new AppError("not_found", "No memory with this id");
  return row;
}

/** Corrects a memory's words and/or pins or unpins it; answers it as the list shows it. */
export function patchMemory(db: Db, id: number, patch: MemoryItemPatch): MemoryListItem {
  const s = statements(db);
  const row = db.$client.transaction(() => {
    existing(db, id);
    if (patch.content !== undefined) s.content.run({ id, content: patch.content });
    if (patch.pinned !== undefined) s.pinned.run({ id, pinned: patch.pinned ? 1 : 0 });
    return existing(db, id);
  })();
  // A term's count may have changed with the words.
  if (patch.content !== undefined) forgetTermCounts(db);
  return toItem(row);
}

/** Deletes a memory (and its copies); what replies remembered of it goes with it (cascade). Answers how many rows went. */
export function deleteMemory(db: Db, id: number): number {
  const removed = db.$client.transaction(() => {
    existing(db, id);
    return statements(db).remove.run({ id }).changes;
  })();
  forgetTermCounts(db);
  return removed;
}
