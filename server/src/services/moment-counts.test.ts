import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type Db, openDatabase } from "../db/connection";
import { fixedClock, migrationsFolder } from "../test/harness";
import { memoryStats } from "./personalities";
import { seedPersonalities } from "./seed";

/** What the stats must say: every message not deleted and every memory, counted row by row, and the newest time. */
function counted(db: Db) {
  const one = (sql: string, id: number) => db.$client.prepare(sql).pluck().get(id);
  const ids = db.$client.prepare("SELECT id FROM personalities ORDER BY id").pluck().all() as number[];
  return ids.map((id) => {
    const times = [
      one("SELECT max(created_at) FROM messages WHERE personality_id = ? AND deleted_at IS NULL", id),
      one("SELECT max(created_at) FROM memories WHERE personality_id = ?", id),
    ].filter(Boolean) as string[];
    return {
      personalityId: id,
      messageCount: one("SELECT count(*) FROM messages WHERE personality_id = ? AND deleted_at IS NULL", id),
      memoryCount: one("SELECT count(*) FROM memories WHERE personality_id = ?", id),
      lastActivity: times.sort().at(-1) ?? null,
    };
  });
}

describe("moment counts", () => {
  let dir: string;
  let file: string;
  let db: Db;
  const clock = fixedClock();
  const run = (sql: string, ...params: unknown[]) => db.$client.prepare(sql).run(...params);
  const expectStatsCounted = () => expect(memoryStats(db, clock).personalityStats).toEqual(counted(db));

  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), "citadel-counts-"));
    file = path.join(dir, "citadel.sqlite");
    db = openDatabase(file, migrationsFolder);
    seedPersonalities(db);
  });
  afterEach(() => {
    db.$client.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const addMessage = (personalityId: number, at: string) =>
    Number(
      run("INSERT INTO messages (personality_id, content, is_from_ai, created_at) VALUES (?, 'words', 0, ?)", personalityId, at)
        .lastInsertRowid,
    );
  const addMemory = (personalityId: number, at: string) =>
    Number(
      run(
        "INSERT INTO memories (personality_id, role, content, importance, core, created_at) VALUES (?, 'user', 'words', 5, 'private', ?)",
        personalityId,
        at,
      ).lastInsertRowid,
    );

  it("follow messages and memories as they come and go, and always agree with counting them", () => {
    expectStatsCounted();
    const first = addMessage(1, "2027-11-20T10:00:00.000Z");
    const newest = addMessage(1, "2027-11-21T10:00:00.000Z");
    addMessage(2, "2027-11-21T11:00:00.000Z");
    const memory = addMemory(3, "2027-11-21T12:00:00.000Z");
    expectStatsCounted();
    expect(memoryStats(db, clock).personalityStats[0]).toMatchObject({ messageCount: 2, lastActivity: "2027-11-21T10:00:00.000Z" });

    // A deleted message is no moment, and no longer the newest one; its undo brings both back.
    run("UPDATE messages SET deleted_at = ? WHERE id = ?", "2027-11-21T13:00:00.000Z", newest);
    expectStatsCounted();
    expect(memoryStats(db, clock).personalityStats[0]).toMatchObject({ messageCount: 1, lastActivity: "2027-11-20T10:00:00.000Z" });
    run("UPDATE messages SET deleted_at = NULL WHERE id = ?", newest);
    expectStatsCounted();

    // Setting a column to what it was already counts nothing twice.
    run("UPDATE messages SET deleted_at = deleted_at, personality_id = personality_id");
    expectStatsCounted();

    run("UPDATE messages SET deleted_at = ? WHERE id = ?", "2027-11-21T14:00:00.000Z", first);
    run("DELETE FROM messages WHERE id IN (?, ?)", first, newest);
    run("DELETE FROM memories WHERE id = ?", memory);
    run("UPDATE memories SET personality_id = 4 WHERE personality_id = 1");
    expectStatsCounted();
  });

  it("are counted from the rows already there when a database from before them is opened", () => {
    addMessage(1, "2027-11-20T10:00:00.000Z");
    addMessage(1, "2027-11-20T11:00:00.000Z");
    run("UPDATE messages SET deleted_at = '2027-11-20T12:00:00.000Z' WHERE id = (SELECT max(id) FROM messages)");
    addMemory(2, "2027-11-20T13:00:00.000Z");
    const expected = counted(db);
    // Back to how a database stood before migration 0009: no counts, no triggers, the migration not applied.
    for (const trigger of db.$client
      .prepare("SELECT name FROM sqlite_master WHERE type = 'trigger' AND name LIKE 'moment_counts_%'")
      .pluck()
      .all() as string[]) {
      run(`DROP TRIGGER ${trigger}`);
    }
    run("DROP TABLE moment_counts");
    run("DROP INDEX messages_said_time_idx");
    run("DROP INDEX memories_time_idx");
    // ...and without what later migrations added (0010: the exchanges; 0011: the journal; 0012: the backups; 0013: the code terminal;
    // 0014: the exports; 0015: the embeddings; 0016: what replies remembered, and pins).
    run("DROP TABLE reply_memories");
    run("DROP INDEX memories_pinned_idx");
    run("ALTER TABLE memories DROP COLUMN pinned");
    run("DROP TRIGGER memory_embedded_delete");
    run("DROP TRIGGER memory_embedded_update");
    run("DROP TABLE memory_embedded");
    run("DROP TABLE embedding_spaces");
    run("DROP TABLE exports");
    run("DROP TABLE journal_entries");
    run("DROP TABLE backups");
    run("DROP TABLE code_files");
    run("DROP TABLE code_chat");
    run("DROP TABLE exchange_messages");
    run("DROP TABLE exchanges");
    run("ALTER TABLE memories DROP COLUMN source_exchange_id");
    // 0009 is the tenth migration: it and every later one are forgotten.
    run(
      "DELETE FROM __drizzle_migrations WHERE created_at >= (SELECT created_at FROM __drizzle_migrations ORDER BY created_at LIMIT 1 OFFSET 9)",
    );
    db.$client.close();

    db = openDatabase(file, migrationsFolder);
    expect(memoryStats(db, clock).personalityStats).toEqual(expected);
    expect(expected[0]).toMatchObject({ messageCount: 1 });
  });

  it("find the newest moment down an index, not by reading every row", () => {
    const plan = (sql: string) =>
      (db.$client.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(1) as { detail: string }[]).map((r) => r.detail).join("; ");
    expect(plan("SELECT max(created_at) FROM messages WHERE personality_id = ? AND deleted_at IS NULL")).toContain(
      "messages_said_time_idx",
    );
    expect(plan("SELECT max(created_at) FROM memories WHERE personality_id = ?")).toContain("memories_time_idx");
  });
});
