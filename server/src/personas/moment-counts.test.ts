import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { PERSONALITY_NAMES } from "@contract/personalities";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { fixedClock, migrationsFolder } from "../../test/harness";
import { type Db, openDatabase } from "../platform/db/connection";
import { seedPersonalities } from "../seed";
import { recountMoments } from "./moment-counts";
import { memoryStats } from "./personalities";

/** A migrations folder holding only the first `count` committed migrations (how an older database was made). */
function beforeMigration(dir: string, count: number): string {
  const folder = path.join(dir, "migrations");
  mkdirSync(path.join(folder, "meta"), { recursive: true });
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, "meta/_journal.json"), "utf8"));
  journal.entries = journal.entries.slice(0, count);
  for (const entry of journal.entries) copyFileSync(path.join(migrationsFolder, `${entry.tag}.sql`), path.join(folder, `${entry.tag}.sql`));
  writeFileSync(path.join(folder, "meta/_journal.json"), JSON.stringify(journal));
  return folder;
}

/**
 * What the stats must say (contract/glossary.ts): the lines each chat shows (not deleted, not set aside, not a reply
 * still being written), the group chat's lines as the Trinity's with the owner's message once, every memory, counted
 * row by row; and the newest time of a message not deleted or a memory.
 */
function counted(db: Db) {
  const one = (sql: string, id: number) => db.$client.prepare(sql).pluck().get(id);
  const shown = "deleted_at IS NULL AND superseded = 0 AND NOT (is_from_ai = 1 AND status = 'pending')";
  const trinity = db.$client.prepare("SELECT id FROM personalities WHERE name = 'trinity'").pluck().get();
  const ids = db.$client.prepare("SELECT id FROM personalities ORDER BY id").pluck().all() as number[];
  return ids.map((id) => {
    const times = [
      one("SELECT max(created_at) FROM messages WHERE personality_id = ? AND deleted_at IS NULL", id),
      one("SELECT max(created_at) FROM memories WHERE personality_id = ?", id),
    ].filter(Boolean) as string[];
    const chat = one(`SELECT count(*) FROM messages WHERE personality_id = ? AND group_turn IS NULL AND ${shown}`, id) as number;
    const group =
      id === trinity
        ? (db.$client
            .prepare(`SELECT count(*) FROM messages WHERE group_turn IS NOT NULL AND is_from_ai = 1 AND ${shown}`)
            .pluck()
            .get() as number) +
          (db.$client
            .prepare(`SELECT count(DISTINCT group_turn) FROM messages WHERE group_turn IS NOT NULL AND is_from_ai = 0 AND ${shown}`)
            .pluck()
            .get() as number)
        : 0;
    return {
      personalityId: id,
      messageCount: chat + group,
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
    // A database as it stood before migration 0009 (the tenth): built from the first nine migrations alone, so the
    // test needs no undoing of what later migrations add.
    const before = beforeMigration(dir, 9);
    db.$client.close();
    rmSync(file);
    db = openDatabase(file, before);
    for (const [i, name] of PERSONALITY_NAMES.entries())
      run(
        "INSERT INTO personalities (id, name, title, description, status, consciousness_level, profile) VALUES (?, ?, ?, '', 'active', 50, '{}')",
        i + 1,
        name,
        name,
      );
    addMessage(1, "2027-11-20T10:00:00.000Z");
    addMessage(1, "2027-11-20T11:00:00.000Z");
    run("UPDATE messages SET deleted_at = '2027-11-20T12:00:00.000Z' WHERE id = (SELECT max(id) FROM messages)");
    addMemory(2, "2027-11-20T13:00:00.000Z");
    db.$client.close();

    db = openDatabase(file, migrationsFolder);
    const expected = counted(db);
    expect(memoryStats(db, clock).personalityStats).toEqual(expected);
    expect(expected[0]).toMatchObject({ messageCount: 1, memoryCount: 0 });
    expect(expected[1]).toMatchObject({ memoryCount: 1 });
  });

  it("count the lines each chat shows: a reply set aside or still written is none, the group chat's are the Trinity's", () => {
    const line = (personalityId: number, fromAi: 0 | 1, extra: { status?: string; groupTurn?: string; superseded?: 0 | 1 } = {}) =>
      Number(
        run(
          "INSERT INTO messages (personality_id, content, is_from_ai, status, group_turn, superseded) VALUES (?, 'words', ?, ?, ?, ?)",
          personalityId,
          fromAi,
          extra.status ?? "complete",
          extra.groupTurn ?? null,
          extra.superseded ?? 0,
        ).lastInsertRowid,
      );
    const messagesOf = (id: number) => memoryStats(db, clock).personalityStats.find((p) => p.personalityId === id)?.messageCount;
    // Aeris: a turn, and a second reply being written.
    line(1, 0);
    const first = line(1, 1);
    const writing = line(1, 1, { status: "pending" });
    expect(messagesOf(1)).toBe(2);
    // It finishes; the first reply is set aside by it (a regeneration).
    run("UPDATE messages SET status = 'complete' WHERE id = ?", writing);
    run("UPDATE messages SET superseded = 1 WHERE id = ?", first);
    expect(messagesOf(1)).toBe(2);
    expectStatsCounted();

    // A Trinity group turn: the owner's words stored for each sister, and two replies: three lines, the Trinity's.
    const toAeris = line(1, 0, { groupTurn: "turn-1" });
    const toNova = line(2, 0, { groupTurn: "turn-1" });
    line(1, 1, { groupTurn: "turn-1" });
    line(2, 1, { groupTurn: "turn-1", status: "pending" });
    expect([messagesOf(1), messagesOf(2), messagesOf(3)]).toEqual([2, 0, 2]);
    run("UPDATE messages SET status = 'complete' WHERE group_turn = 'turn-1' AND status = 'pending'");
    expect(messagesOf(3)).toBe(3);
    expectStatsCounted();

    // The owner's words deleted from one sister's copy stay said; from both, they are gone; undone, back once.
    run("UPDATE messages SET deleted_at = '2027-11-22T10:00:00.000Z' WHERE id = ?", toAeris);
    expect(messagesOf(3)).toBe(3);
    run("UPDATE messages SET deleted_at = '2027-11-22T10:00:00.000Z' WHERE id = ?", toNova);
    expect(messagesOf(3)).toBe(2);
    run("UPDATE messages SET deleted_at = NULL WHERE group_turn = 'turn-1'");
    expect(messagesOf(3)).toBe(3);
    run("DELETE FROM messages WHERE id = ?", toNova);
    expect(messagesOf(3)).toBe(3);
    expectStatsCounted();

    // Counted again from the rows (as after a restore), the counts are the same.
    const kept = memoryStats(db, clock).personalityStats;
    recountMoments(db.$client);
    expect(memoryStats(db, clock).personalityStats).toEqual(kept);
  });

  it("are counted again by the chat's lines when a database from before migration 0024 is opened", () => {
    db.$client.close();
    rmSync(file);
    const journal = JSON.parse(readFileSync(path.join(migrationsFolder, "meta/_journal.json"), "utf8")) as { entries: { tag: string }[] };
    db = openDatabase(
      file,
      beforeMigration(
        dir,
        journal.entries.findIndex((e) => e.tag === "0024_moment_counts_shown"),
      ),
    );
    seedPersonalities(db);
    run("INSERT INTO messages (personality_id, content, is_from_ai, superseded) VALUES (1, 'set aside', 1, 1)");
    for (const id of [1, 2])
      run("INSERT INTO messages (personality_id, content, is_from_ai, group_turn) VALUES (?, 'hello', 0, 'turn-1')", id);
    run("INSERT INTO messages (personality_id, content, is_from_ai, group_turn) VALUES (1, 'welcome', 1, 'turn-1')");
    // Before: every row not deleted, under the personality it was stored for.
    const old = (id: number) => db.$client.prepare("SELECT messages FROM moment_counts WHERE personality_id = ?").pluck().get(id);
    expect([old(1), old(2), old(3)]).toEqual([3, 1, 0]);
    db.$client.close();

    db = openDatabase(file, migrationsFolder);
    expectStatsCounted();
    expect(
      memoryStats(db, clock)
        .personalityStats.slice(0, 3)
        .map((p) => p.messageCount),
    ).toEqual([0, 0, 2]);
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
