import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { findAppRoot } from "../../app-root";
import { openDatabase, type Db } from "../../db/connection";
import { migrationsFolder } from "../../test/harness";
import { listPersonalities } from "../personalities";
import { seedPersonalities } from "../seed";
import type { FinishedTurn, NewTurn } from "./operations";
import { type WriterData, writerThreadTurnWrites } from "./writer-thread";

// The thread runs the TypeScript source through tsx, as the built server runs turn-writer.js (Node 20 applies no
// --import hook to a worker's own script, so a bootstrap registers tsx first).
const entry = pathToFileURL(path.join(findAppRoot(), "server/src/turn-writer.ts")).href;
const spawnFor = (data: WriterData) => () => {
  threads++;
  return new Worker(`import("tsx/esm/api").then(({ register }) => { register(); return import(${JSON.stringify(entry)}); });`, {
    eval: true,
    workerData: data,
  });
};

let dir: string;
let db: Db;
let writes: ReturnType<typeof writerThreadTurnWrites>;
let threads = 0;

beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), "citadel-writer-"));
  const file = path.join(dir, "citadel.sqlite");
  db = openDatabase(file, migrationsFolder);
  seedPersonalities(db);
  writes = writerThreadTurnWrites(spawnFor({ file }));
});

afterEach(async () => {
  await writes.close();
  db.$client.close();
  rmSync(dir, { recursive: true, force: true });
});

const aeris = () => {
  const personality = listPersonalities(db).find((p) => p.name === "aeris");
  if (!personality) throw new Error("aeris is seeded");
  return personality;
};
const newTurn = (content: string): NewTurn => ({ personality: aeris(), content, mode: "unveiled", createdAt: "2026-11-24T10:00:00.000Z" });
const finished = (userId: number, replyId: number, text: string): FinishedTurn => ({
  personalityId: aeris().id,
  mode: "unveiled",
  userId,
  userText: "Hello there",
  replyId,
  reply: { text, emotion: "joy", wordCount: 3, responseTimeMs: 12, provider: "mock", model: "mock-small" },
  at: "2026-11-24T10:00:05.000Z",
});
const row = (id: number) => db.$client.prepare("SELECT content, status, is_from_ai AS fromAi FROM messages WHERE id = ?").get(id);
const memoriesOf = (id: number) => db.$client.prepare("SELECT content, created_at AS at FROM memories WHERE source_message_id = ?").all(id);

describe("the turn writer's thread", () => {
  it("stores a turn from its own connection, and the server's connection reads it once confirmed", async () => {
    const { user, reply } = await writes.store(newTurn("Hello there"));
    expect(row(user.id)).toEqual({ content: "Hello there", status: "pending", fromAi: 0 });
    expect(row(reply.id)).toMatchObject({ content: "", fromAi: 1 });

    await writes.finish(finished(user.id, reply.id, "Welcome home, Dreamer."));
    expect(row(user.id)).toMatchObject({ status: "complete" });
    expect(row(reply.id)).toEqual({ content: "Welcome home, Dreamer.", status: "complete", fromAi: 1 });
    // The memories take the turn's time, not the thread's clock.
    expect(memoriesOf(reply.id)).toContainEqual({ content: "Welcome home, Dreamer.", at: "2026-11-24T10:00:05.000Z" });
    expect(memoriesOf(user.id)).toContainEqual({ content: "Hello there", at: "2026-11-24T10:00:05.000Z" });
  });

  it("confirms each of many turns asked at once, and a write that fails fails alone", async () => {
    const broken = { ...newTurn("nobody hears this"), personality: { ...aeris(), id: 9999 } };
    const results = await Promise.allSettled([...Array.from({ length: 20 }, (_, i) => writes.store(newTurn(`turn ${i}`))), writes.store(broken)]);
    const stored = results.slice(0, 20).map((r) => (r.status === "fulfilled" ? r.value.user.id : null));
    expect(new Set(stored).size).toBe(20);
    for (const [i, id] of stored.entries()) expect(row(id as number)).toMatchObject({ content: `turn ${i}` });
    expect(results[20]).toMatchObject({ status: "rejected", reason: { message: expect.stringMatching(/FOREIGN KEY/) } });
    expect(db.$client.prepare("SELECT count(*) FROM messages WHERE content = 'nobody hears this'").pluck().get()).toBe(0);
  });

  it("finishes what it was asked before it closes, and takes nothing after", async () => {
    const { user, reply } = await writes.store(newTurn("Hello there"));
    const last = writes.finish(finished(user.id, reply.id, "The last words."));
    await writes.close();
    await last;
    expect(row(reply.id)).toMatchObject({ content: "The last words.", status: "complete" });
    await expect(writes.store(newTurn("too late"))).rejects.toThrow("The Citadel is stopping");
  });

  it("rests when the server is quiet, and the next turn starts a thread again", async () => {
    const { user, reply } = await writes.store(newTurn("Hello there"));
    const before = threads;
    writes.rest();
    await writes.finish(finished(user.id, reply.id, "After a rest."));
    expect(threads).toBe(before + 1);
    expect(row(reply.id)).toMatchObject({ content: "After a rest.", status: "complete" });
  });

  it("never fails a transaction of the server's that read before the thread committed", async () => {
    await writes.store(newTurn("warm the thread up"));
    const personalityId = aeris().id;
    const insert = db.$client.prepare(
      "INSERT INTO messages (personality_id, content, is_from_ai, status, created_at) VALUES (?, 'written by the server', 0, 'complete', '2026')",
    );
    const meanwhile = writes.store(newTurn("written by the thread"));
    // The server reads, then (blocked here as a long synchronous step would be) gives the thread time to commit, then
    // writes. A transaction begun by reading would fail now with SQLITE_BUSY_SNAPSHOT; this one holds the write lock.
    db.$client.transaction(() => {
      db.$client.prepare("SELECT count(*) FROM messages").get();
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 300);
      insert.run(personalityId);
    })();
    await meanwhile;
    expect(db.$client.prepare("SELECT count(*) FROM messages WHERE content IN ('written by the server', 'written by the thread')").pluck().get()).toBe(2);
  });
});
