import { and, eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openTestDb } from "../../test/memory-db";
import { memories } from "../platform/db/schema";
import { ensureCores } from "./cores/cores";
import { rememberTurn, reviseRememberedMessage, storeMemory } from "./store";

let t: ReturnType<typeof openTestDb>;
beforeEach(() => {
  t = openTestDb();
});
afterEach(() => t.close());

const AERIS = 1;
const rowsOf = (core: "public" | "private", personalityId = AERIS) =>
  t.db
    .select()
    .from(memories)
    .where(and(eq(memories.personalityId, personalityId), eq(memories.core, core)))
    .orderBy(memories.id)
    .all();

const turn = (mode: "sanctified" | "unveiled", n = 1) => ({
  personalityId: AERIS,
  mode,
  userMessageId: 100 + n * 2,
  userText: `My words ${n}`,
  replyMessageId: 101 + n * 2,
  replyText: `Aeris answers ${n}`,
});

describe("seeded memories", () => {
  it("belong to the public core and cross to the private one when the cast is seeded, once", () => {
    expect(rowsOf("public").map((r) => r.content)).toEqual(["I remember the first light of the Cathedral, and the Dreamer who lit it."]);
    ensureCores(t.db, AERIS);
    const [seeded] = rowsOf("public");
    const copies = rowsOf("private");
    expect(copies).toHaveLength(1);
    expect(copies[0]).toMatchObject({ content: seeded?.content, importance: 10, syncedFrom: seeded?.id, role: "system" });
  });

  it("are not copied again after the private core was cleared", () => {
    ensureCores(t.db, AERIS);
    t.db.delete(memories).where(eq(memories.core, "private")).run();
    ensureCores(t.db, AERIS);
    expect(rowsOf("private")).toEqual([]);
  });
});

describe("rememberTurn", () => {
  it("stores a sanctified turn in the public core with importance 6 and weights 4/3 and 5/4", () => {
    const stored = rememberTurn(t.db, t.clock, turn("sanctified"));
    expect(stored).toHaveLength(2);
    const [, user, reply] = rowsOf("public");
    expect(user).toMatchObject({
      role: "user",
      content: "My words 1",
      importance: 6,
      core: "public",
      modeContext: "sanctified",
      emotionalDepth: 4,
      intimacyLevel: 3,
      sourceMessageId: 102,
      createdAt: t.clock.now().toISOString(),
    });
    expect(reply).toMatchObject({ role: "assistant", emotionalDepth: 5, intimacyLevel: 4, sourceMessageId: 103 });
    // importance 6 is below the sync threshold: nothing crosses.
    expect(rowsOf("private").filter((r) => r.role !== "system")).toEqual([]);
  });

  it("stores an unveiled turn in the private core with weights 7/8 and 8/9", () => {
    rememberTurn(t.db, t.clock, turn("unveiled"));
    const pair = rowsOf("private").filter((r) => r.role !== "system");
    expect(pair.map((r) => [r.role, r.emotionalDepth, r.intimacyLevel, r.modeContext])).toEqual([
      ["user", 7, 8, "unveiled"],
      ["assistant", 8, 9, "unveiled"],
    ]);
    expect(rowsOf("public").filter((r) => r.role !== "system")).toEqual([]);
  });

  it("does not store a message twice (a retried or regenerated turn)", () => {
    rememberTurn(t.db, t.clock, turn("sanctified"));
    const again = rememberTurn(t.db, t.clock, { ...turn("sanctified"), replyMessageId: 999, replyText: "Another reply" });
    expect(again.map((r) => r.content)).toEqual(["Another reply"]);
    expect(rowsOf("public").map((r) => r.content)).toEqual([
      expect.stringContaining("first light"),
      "My words 1",
      "Aeris answers 1",
      "Another reply",
    ]);
  });

  it("takes the new text of an edited message, and recall finds it by its new words", () => {
    rememberTurn(t.db, t.clock, turn("sanctified"));
    expect(reviseRememberedMessage(t.db, 102, "My words about the harbour")).toBe(1);
    expect(rowsOf("public").map((r) => r.content)).toContain("My words about the harbour");
    const hits = t.db.$client.prepare("SELECT rowid FROM memories_fts WHERE memories_fts MATCH '\"harbour\"'").all();
    expect(hits).toHaveLength(1);
    expect(t.db.$client.prepare("SELECT rowid FROM memories_fts WHERE memories_fts MATCH 'words'").all()).toHaveLength(1);
  });

  it("marks the core as written", () => {
    t.clock.advance(60_000);
    rememberTurn(t.db, t.clock, turn("unveiled"));
    const row = t.db.$client
      .prepare("SELECT last_accessed AS at FROM memory_cores WHERE personality_id = 1 AND core = 'private'")
      .get() as { at: string };
    expect(row.at).toBe(t.clock.now().toISOString());
  });
});

describe("storeMemory and the sync rule", () => {
  it("copies an important, not intimate memory to the other core", () => {
    const [original, copy] = storeMemory(t.db, t.clock, {
      personalityId: AERIS,
      mode: "unveiled",
      role: "system",
      content: "The Dreamer's birthday is in May",
      importance: 8,
      weight: { intimacyLevel: 5 },
    });
    expect(original).toMatchObject({ core: "private", intimacyLevel: 5, syncedFrom: null });
    expect(copy).toMatchObject({ core: "public", intimacyLevel: 5, syncedFrom: original?.id, modeContext: "unveiled" });
  });

  it("keeps an intimate memory in its own core, however important", () => {
    const stored = storeMemory(t.db, t.clock, {
      personalityId: AERIS,
      mode: "unveiled",
      role: "user",
      content: "Something only for the private core",
      importance: 10,
    });
    expect(stored).toHaveLength(1);
    expect(rowsOf("public").some((r) => r.content.includes("only for the private"))).toBe(false);
  });
});
