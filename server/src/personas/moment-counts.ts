import type Database from "better-sqlite3";

/**
 * The moments of each personality (messages not deleted, memories), counted again from the data. Triggers keep
 * `moment_counts` in step row by row; a change that replaces the data wholesale (a restore) calls this after it, in
 * the same transaction, so the counts never say what the data does not.
 */
export function recountMoments(sqlite: Database.Database): void {
  sqlite.prepare("DELETE FROM moment_counts").run();
  sqlite
    .prepare(
      `INSERT INTO moment_counts (personality_id, messages, memories)
       SELECT p.id,
         (SELECT count(*) FROM messages m WHERE m.personality_id = p.id AND m.deleted_at IS NULL),
         (SELECT count(*) FROM memories m WHERE m.personality_id = p.id)
       FROM personalities p`,
    )
    .run();
}
