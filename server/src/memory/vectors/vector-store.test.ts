import { VECTOR_SEARCH } from "@contract/embeddings";
import { describe, expect, it } from "vitest";
import { openTestDb } from "../../../test/memory-db";
import { mulberry32 } from "../../models/offline/prng";
import type { Db } from "../../platform/db/connection";
import {
  candidateCount,
  ensureSpace,
  findSpace,
  quantise,
  storeVectors,
  unembedded,
  upgradeSpaces,
  vecTable,
  vectorCandidates,
} from "./vector-store";

const DIMS = 16;
const core = { personalityId: 1, core: "public" };

/** `count` memories of Aeris's public core, each with a random unit vector; the vectors by memory id. */
function fill(db: Db, count: number, seed = 28) {
  const random = mulberry32(seed);
  const insert = db.$client.prepare(
    `INSERT INTO memories (personality_id, role, content, importance, core, mode_context, emotional_depth, intimacy_level, created_at)
     VALUES (1, 'user', ?, 6, 'public', 'sanctified', 4, 3, '2026-01-01T00:00:00.000Z')`,
  );
  for (let i = 0; i < count; i++) insert.run(`memory ${i}`);
  const rows = unembedded(db, null, count + 100).filter((row) => row.personalityId === 1 && row.core === "public");
  const vectors = rows.map(() => {
    const v = Float32Array.from({ length: DIMS }, () => random() * 2 - 1);
    const norm = Math.hypot(...v);
    return v.map((x) => x / norm);
  });
  storeVectors(db, ensureSpace(db, "m", DIMS, "2026-01-01T00:00:00.000Z"), rows, vectors);
  return new Map(rows.map((row, i) => [row.id, vectors[i] as Float32Array]));
}

const cosine = (a: Float32Array, b: Float32Array) => a.reduce((sum, x, i) => sum + x * (b[i] as number), 0);

/** The k nearest by brute force, as the exhaustive search found them. */
const exactNearest = (vectors: Map<number, Float32Array>, query: Float32Array, k: number) =>
  [...vectors]
    .map(([id, v]) => ({ id, similarity: cosine(v, query) }))
    .sort((a, b) => b.similarity - a.similarity || a.id - b.id)
    .slice(0, k)
    .map((hit) => hit.id);

describe("quantised vector search", () => {
  it("sets one bit a dimension for a value above 0, rounded up to whole bytes", () => {
    expect([...quantise(Float32Array.of(0.5, -1, 0, 2, 0, 0, 0, 0.1, -3, 1))]).toEqual([0b1000_1001, 0b10]);
  });

  it("searches a small core exactly, and a large one through fewer candidates as it grows", () => {
    expect(candidateCount(1_000, 25)).toBe(1_000);
    expect(candidateCount(2_000, 25)).toBe(2_000);
    expect(candidateCount(20_000, 25)).toBe(VECTOR_SEARCH.hammingWork / 20_000);
    expect(candidateCount(100_000, 25)).toBe(VECTOR_SEARCH.minCandidates);
    expect(candidateCount(1_000_000, 300)).toBe(300);
    expect(candidateCount(10_000_000, 9_000)).toBe(VECTOR_SEARCH.maxCandidates);
  });

  it("finds the same nearest memories as an exhaustive search in a core it searches exactly, scored by the float vectors", () => {
    const { db, close } = openTestDb();
    try {
      const vectors = fill(db, 300);
      const random = mulberry32(5);
      for (let i = 0; i < 20; i++) {
        const query = Float32Array.from({ length: DIMS }, () => random() * 2 - 1);
        const norm = Math.hypot(...query);
        const unit = query.map((x) => x / norm);
        const hits = vectorCandidates(db, "m", unit, 10, core);
        expect(hits.map((hit) => hit.id)).toEqual(exactNearest(vectors, unit, 10));
        for (const hit of hits) expect(hit.similarity).toBeCloseTo(cosine(vectors.get(hit.id) as Float32Array, unit), 5);
      }
    } finally {
      close();
    }
  });

  it("with fewer candidates than the core holds, still answers the nearest of them by exact score, and finds a memory's own vector first", () => {
    const { db, close } = openTestDb();
    try {
      const vectors = fill(db, 400);
      const plan = { hammingWork: 0, minCandidates: 40, maxCandidates: 4096 };
      for (const [id, vector] of [...vectors].slice(0, 30)) {
        const hits = vectorCandidates(db, "m", vector, 5, core, plan);
        expect(hits[0]).toMatchObject({ id });
        expect(hits[0]?.similarity).toBeCloseTo(1, 5);
        expect(hits.map((hit) => hit.similarity)).toEqual([...hits.map((hit) => hit.similarity)].sort((a, b) => b - a));
      }
    } finally {
      close();
    }
  });

  it("stores each vector with its bits in the same row", () => {
    const { db, close } = openTestDb();
    try {
      const vectors = fill(db, 50);
      const space = findSpace(db, "m");
      const rows = db.$client.prepare(`SELECT rowid AS id, bits, embedding FROM ${vecTable(space?.id ?? 0)}`).all() as {
        id: number;
        bits: Buffer;
        embedding: Buffer;
      }[];
      expect(rows).toHaveLength(vectors.size);
      for (const row of rows) {
        const vector = vectors.get(Number(row.id)) as Float32Array;
        expect(Buffer.compare(row.bits, quantise(vector))).toBe(0);
        expect(Buffer.compare(row.embedding, Buffer.from(vector.buffer))).toBe(0);
      }
    } finally {
      close();
    }
  });

  it("gives the vectors of a space made before quantisation their bits at start, keeping every vector and mark, embedding nothing again", () => {
    const { db, close } = openTestDb();
    try {
      const sqlite = db.$client;
      const vectors = fill(db, 60);
      // A space as the first version of the store made it: float vectors alone, searched exhaustively.
      const old = findSpace(db, "m");
      sqlite.exec(`DROP TABLE ${vecTable(old?.id ?? 0)}`);
      sqlite.exec(
        `CREATE VIRTUAL TABLE ${vecTable(old?.id ?? 0)} USING vec0(scope text partition key, embedding float[${DIMS}] distance_metric=cosine)`,
      );
      const insert = sqlite.prepare(`INSERT INTO ${vecTable(old?.id ?? 0)} (rowid, scope, embedding) VALUES (?, '1:public', ?)`);
      for (const [id, vector] of vectors) insert.run(BigInt(id), Buffer.from(vector.buffer));
      const marks = sqlite.prepare("SELECT count(*) FROM memory_embedded").pluck().get();

      expect(upgradeSpaces(db, "2026-02-01T00:00:00.000Z")).toBe(1);
      expect(upgradeSpaces(db, "2026-02-01T00:00:00.000Z")).toBe(0);
      const space = findSpace(db, "m");
      expect(space?.id).not.toBe(old?.id);
      expect(
        sqlite
          .prepare("SELECT count(*) FROM sqlite_master WHERE name = ?")
          .pluck()
          .get(vecTable(old?.id ?? 0)),
      ).toBe(0);
      expect(sqlite.prepare("SELECT count(*) FROM memory_embedded WHERE space_id = ?").pluck().get(space?.id)).toBe(marks);
      expect(unembedded(db, space?.id ?? null, 1000).filter((row) => vectors.has(row.id))).toEqual([]);
      const [id, vector] = [...vectors][7] as [number, Float32Array];
      expect(vectorCandidates(db, "m", vector, 1, core)).toEqual([{ id, similarity: expect.closeTo(1, 5) }]);
      // The new table's triggers follow the memories: a deleted memory's vector goes.
      sqlite.prepare("DELETE FROM memories WHERE id = ?").run(id);
      expect(
        sqlite
          .prepare(`SELECT count(*) FROM ${vecTable(space?.id ?? 0)} WHERE rowid = ?`)
          .pluck()
          .get(BigInt(id)),
      ).toBe(0);
    } finally {
      close();
    }
  });
});
