import type Database from "better-sqlite3";

/** A chat line the chat shows (contract/glossary.ts, messages): not deleted, not set aside, not a reply being written. */
const SHOWN = "m.deleted_at IS NULL AND m.superseded = 0 AND NOT (m.is_from_ai = 1 AND m.status = 'pending')";

/**
 * The moments of each personality (its messages as its chat shows them, and its memories), counted again from the
 * data; the Trinity's messages are the group chat's lines, the owner's message there counted once. Triggers keep
 * `moment_counts` in step row by row by the same rule (migration 0024); a change that replaces the data wholesale (a
 * restore) calls this after it, in the same transaction, so the counts never say what the data does not.
 */
export function recountMoments(sqlite: Database.Database): void {
  sqlite.prepare("DELETE FROM moment_counts").run();
  sqlite
    .prepare(
      `INSERT INTO moment_counts (personality_id, messages, memories)
       SELECT p.id,
         (SELECT count(*) FROM messages m WHERE m.personality_id = p.id AND m.group_turn IS NULL AND ${SHOWN})
         + (CASE WHEN p.name = 'trinity' THEN
             (SELECT count(*) FROM messages m WHERE m.group_turn IS NOT NULL AND m.is_from_ai = 1 AND ${SHOWN})
             + (SELECT count(DISTINCT m.group_turn) FROM messages m WHERE m.group_turn IS NOT NULL AND m.is_from_ai = 0 AND ${SHOWN})
           ELSE 0 END),
         (SELECT count(*) FROM memories m WHERE m.personality_id = p.id)
       FROM personalities p`,
    )
    .run();
}
