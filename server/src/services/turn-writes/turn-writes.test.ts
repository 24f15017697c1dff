import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Db } from "../../db/connection";
import { openDatabase } from "../../db/connection";
import { migrationsFolder } from "../../test/harness";
import { listPersonalities } from "../personalities";
import { seedPersonalities } from "../seed";
import type { NewTurn } from "./operations";
import { adaptiveTurnWrites } from "./turn-writes";
import type { WriterThread } from "./writer-thread";

let db: Db;
beforeEach(() => {
  db = openDatabase(":memory:", migrationsFolder);
  seedPersonalities(db);
});
afterEach(() => db.$client.close());

/** A writer thread that answers as if it had stored the turn, and records what it was asked. */
function fakeThread() {
  const asked: string[] = [];
  let busy = false;
  const thread: WriterThread = {
    store: async (turn) => {
      asked.push(turn.content);
      return { user: { id: -1 }, reply: { id: -2 } } as never;
    },
    finish: async () => {},
    close: async () => {},
    idle: () => !busy,
    rest: () => {},
  };
  const setBusy = (value: boolean) => {
    busy = value;
  };
  return { thread, asked, setBusy };
}

const turn = (content: string): NewTurn => {
  const personality = listPersonalities(db).find((p) => p.name === "aeris");
  if (!personality) throw new Error("seeded");
  return { personality, content, mode: "unveiled", createdAt: "2026-11-24T10:00:00.000Z" };
};
const storedHere = () => db.$client.prepare("SELECT content FROM messages WHERE is_from_ai = 0 ORDER BY id").pluck().all();

describe("where a turn's writes are committed", () => {
  it("commits a lone turn's write right here", async () => {
    const { thread, asked } = fakeThread();
    const writes = adaptiveTurnWrites(db, thread, () => 0);
    const { user } = await writes.store(turn("just me"));
    expect(user.id).toBeGreaterThan(0);
    expect(storedHere()).toEqual(["just me"]);
    expect(asked).toEqual([]);
  });

  it("sends writes that come together to the writer thread", async () => {
    const { thread, asked } = fakeThread();
    const writes = adaptiveTurnWrites(db, thread, () => 0);
    await Promise.all([writes.store(turn("one")), writes.store(turn("two"))]);
    expect(asked).toEqual(["one", "two"]);
    expect(storedHere()).toEqual([]);
  });

  it("sends a write to the thread while other turns are being written, or while the thread is busy", async () => {
    const { thread, asked, setBusy } = fakeThread();
    let inProgress = 3;
    const writes = adaptiveTurnWrites(db, thread, () => inProgress);
    await writes.store(turn("among others"));
    inProgress = 1;
    setBusy(true);
    await writes.store(turn("thread busy"));
    expect(asked).toEqual(["among others", "thread busy"]);
    expect(storedHere()).toEqual([]);
  });

  it("rejects a write that fails here, and stores none of it", async () => {
    const { thread } = fakeThread();
    const writes = adaptiveTurnWrites(db, thread, () => 0);
    const nobody = { ...turn("to nobody"), personality: { ...turn("x").personality, id: 9999 } };
    await expect(writes.store(nobody)).rejects.toThrow(/FOREIGN KEY/);
    expect(storedHere()).toEqual([]);
  });
});
