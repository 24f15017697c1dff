import Database from "better-sqlite3";
import * as sqliteVec from "sqlite-vec";
import { describe, expect, it } from "vitest";
import { quantise } from "../../server/src/memory/vectors/vector-store";
import { exited, signIn, startServerProcess, stopServerProcess } from "../server-process";
import { setUpProcessFixture, waitFor } from "./process-fixture";
import { ATTACK_SEED, attackRandom, recordFigures } from "./settings";

const MEMORIES = 600;
const ROUNDS = 3;

const { fx, dbFile, providerEnv } = setUpProcessFixture("embed-kill");

const embedCalls = () => fx.mock.requests.filter((r) => r.path === "/v1/embeddings").length;

/**
 * What the file holds: memories, vectors and marks of every space, whether each vector has its mark and each mark its
 * vector, and whether each row's bits (the quantised index the search reads) are those of its float vector.
 */
function inspect() {
  const db = new Database(dbFile(), { readonly: true });
  try {
    sqliteVec.load(db);
    const memories = db.prepare("SELECT count(*) FROM memories").pluck().get() as number;
    const spaces = db.prepare("SELECT id FROM embedding_spaces").pluck().all() as number[];
    let vectors = 0;
    let unmatched = 0;
    let badBits = 0;
    for (const id of spaces) {
      const rows = db.prepare(`SELECT bits, embedding FROM memory_vec_${id}`).all() as { bits: Buffer; embedding: Buffer }[];
      badBits += rows.filter(
        (row) =>
          Buffer.compare(
            row.bits,
            quantise(new Float32Array(row.embedding.buffer, row.embedding.byteOffset, row.embedding.byteLength / 4)),
          ) !== 0,
      ).length;
      vectors += db.prepare(`SELECT count(*) FROM memory_vec_${id}`).pluck().get() as number;
      const ids = new Set((db.prepare(`SELECT rowid FROM memory_vec_${id}`).pluck().all() as (number | bigint)[]).map(Number));
      const marks = db.prepare("SELECT memory_id FROM memory_embedded WHERE space_id = ?").pluck().all(id) as number[];
      unmatched += marks.filter((m) => !ids.has(m)).length + [...ids].filter((v) => !marks.includes(v)).length;
    }
    return { memories, vectors, unmatched, badBits, spaces: spaces.length };
  } finally {
    db.close();
  }
}

describe(`a kill during embedding (seed ${ATTACK_SEED})`, () => {
  it("loses nothing and leaves nothing half-done: after each restart every memory gets its vector", async () => {
    const random = attackRandom("embedding-kill");
    const started = { ...providerEnv(), LLM_EMBEDDING_MODEL: "mock-embed" };
    // A first start makes the file; the memories are then written as years of conversation would have left them.
    const first = await startServerProcess(fx.dataDir, { env: { ...started, LLM_EMBEDDING_MODEL: "none" } });
    first.child.kill("SIGKILL");
    await exited(first.child);
    const db = new Database(dbFile());
    const insert = db.prepare(
      "INSERT INTO memories (personality_id, role, content, importance, core, mode_context, emotional_depth, intimacy_level, created_at) VALUES (?, 'user', ?, 6, 'public', 'sanctified', 4, 3, ?)",
    );
    db.transaction(() => {
      for (let i = 0; i < MEMORIES; i++)
        insert.run(
          1 + (i % 5),
          `Memory ${i}: the lantern by the river number ${i * 7}`,
          new Date(Date.UTC(2025, 0, 1, 0, i)).toISOString(),
        );
    })();
    db.close();
    // The seeded personalities' memories are there too, and each start may add the day's journal entries.
    const total = inspect().memories;
    // Each batch takes a moment, so kills land between batches and in the middle of one.
    fx.mock.setDelay(40);
    const killedAt: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const calls = embedCalls();
      const { child } = await startServerProcess(fx.dataDir, { env: started });
      const wanted = calls + 1 + Math.floor(random() * 3);
      await waitFor(() => embedCalls() >= wanted, 20_000, 50);
      await new Promise((r) => setTimeout(r, Math.floor(random() * 60)));
      child.kill("SIGKILL");
      await exited(child);
      const seen = inspect();
      expect(seen.memories).toBeGreaterThanOrEqual(total);
      expect(seen.unmatched).toBe(0);
      expect(seen.badBits).toBe(0);
      killedAt.push(seen.vectors);
    }
    fx.mock.setDelay(0);
    const { child, base } = await startServerProcess(fx.dataDir, { env: started });
    const cookie = await signIn(base);
    const ready = await waitFor(
      async () => {
        const status = (await (await fetch(`${base}/api/embeddings`, { headers: { cookie } })).json()) as { state: string };
        return status.state === "ready";
      },
      60_000,
      50,
    );
    await stopServerProcess(child);
    expect(ready).toBe(true);
    const end = inspect();
    expect(end.memories).toBeGreaterThanOrEqual(total);
    expect(end).toMatchObject({ vectors: end.memories, unmatched: 0, badBits: 0, spaces: 1 });
    expect(killedAt.some((n) => n > 0 && n < total)).toBe(true);
    recordFigures("embedding-kill", { kills: ROUNDS, vectorsAtKills: killedAt.join("/") });
  }, 180_000);
});
