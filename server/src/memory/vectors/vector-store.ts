import { VECTOR_SEARCH, type VectorSearchPlan } from "@contract/embeddings";
import type { Db } from "../../platform/db/connection";

type Sqlite = Db["$client"];

/** An embedding model's vectors: its vec0 table holds one row per memory (rowid = the memory's id). */
export type Space = { id: number; model: string; dimensions: number };

export const vecTable = (spaceId: number) => `memory_vec_${spaceId}`;

/** A vec0 partition: one personality's core. */
const scopeOf = (personalityId: number, core: string) => `${personalityId}:${core}`;

const spaceOf = (sqlite: Sqlite, model: string) =>
  sqlite.prepare<[string], Space>("SELECT id, model, dimensions FROM embedding_spaces WHERE model = ?").get(model);

export const findSpace = (db: Db, model: string): Space | undefined => spaceOf(db.$client, model);

export const allSpaces = (db: Db): Space[] =>
  db.$client.prepare<[], Space>("SELECT id, model, dimensions FROM embedding_spaces ORDER BY id").all();

/**
 * A space's vec0 table: partitioned by personality and core (a search reads only the core it searches); each row holds
 * the memory's vector quantised to one bit a dimension (searched by hamming distance) and, beside it, the float vector
 * (an auxiliary column, read only for the candidates the bits found, to score them exactly by cosine).
 */
const createTable = (sqlite: Sqlite, space: Space) => {
  const table = vecTable(space.id);
  sqlite.exec(
    `CREATE VIRTUAL TABLE ${table} USING vec0(scope text partition key, bits bit[${bitLength(space.dimensions)}], +embedding blob)`,
  );
  sqlite.exec(`CREATE TRIGGER ${table}_delete AFTER DELETE ON memories BEGIN DELETE FROM ${table} WHERE rowid = old.id; END`);
  sqlite.exec(`CREATE TRIGGER ${table}_update AFTER UPDATE OF content ON memories BEGIN DELETE FROM ${table} WHERE rowid = old.id; END`);
};

const insertSpace = (sqlite: Sqlite, model: string, dimensions: number, at: string): Space => {
  const id = Number(
    sqlite.prepare("INSERT INTO embedding_spaces (model, dimensions, created_at) VALUES (?, ?, ?)").run(model, dimensions, at)
      .lastInsertRowid,
  );
  const space = { id, model, dimensions };
  createTable(sqlite, space);
  return space;
};

/**
 * The space of a model, made at its first vector: the row, the vec0 table and the triggers that take a memory's vector
 * away when it is deleted or its words change. A model whose vectors changed length (another `dimensions`) starts a new space.
 */
export function ensureSpace(db: Db, model: string, dimensions: number, at: string): Space {
  const sqlite = db.$client;
  return sqlite.transaction(() => {
    const found = spaceOf(sqlite, model);
    if (found?.dimensions === dimensions) return found;
    if (found) dropSpaceIn(sqlite, found);
    return insertSpace(sqlite, model, dimensions, at);
  })();
}

/**
 * Spaces made before vectors were quantised (their vec0 table holds float vectors alone, searched exhaustively) become
 * spaces of the present form, each in one transaction: a new space of the same model takes every vector, with its
 * bits, and every mark, and the old table goes. Nothing is embedded again. Run at start.
 */
export function upgradeSpaces(db: Db, at: string): number {
  const sqlite = db.$client;
  const legacy = allSpaces(db).filter((space) => {
    const sql = sqlite.prepare<[string], string>("SELECT sql FROM sqlite_master WHERE name = ?").pluck().get(vecTable(space.id));
    return sql !== undefined && !sql.includes(" bits ");
  });
  for (const old of legacy)
    sqlite.transaction(() => {
      const from = vecTable(old.id);
      sqlite.prepare("DELETE FROM embedding_spaces WHERE id = ?").run(old.id);
      const space = insertSpace(sqlite, old.model, old.dimensions, at);
      const page = sqlite.prepare<[number], { id: number; scope: string; embedding: Buffer }>(
        `SELECT rowid AS id, scope, embedding FROM ${from} WHERE rowid > ? ORDER BY rowid LIMIT 1000`,
      );
      const insert = sqlite.prepare(`INSERT INTO ${vecTable(space.id)} (rowid, scope, bits, embedding) VALUES (?, ?, vec_bit(?), ?)`);
      for (let rows = page.all(0); rows.length > 0; rows = page.all(Number(rows.at(-1)?.id))) {
        for (const row of rows) {
          const vector = new Float32Array(row.embedding.buffer, row.embedding.byteOffset, row.embedding.byteLength / 4);
          insert.run(BigInt(row.id), row.scope, quantise(vector), row.embedding);
        }
      }
      sqlite.prepare("UPDATE memory_embedded SET space_id = ? WHERE space_id = ?").run(space.id, old.id);
      sqlite.exec(`DROP TRIGGER IF EXISTS ${from}_delete; DROP TRIGGER IF EXISTS ${from}_update; DROP TABLE ${from}`);
    })();
  return legacy.length;
}

function dropSpaceIn(sqlite: Sqlite, space: Space) {
  const table = vecTable(space.id);
  sqlite.exec(`DROP TRIGGER IF EXISTS ${table}_delete; DROP TRIGGER IF EXISTS ${table}_update; DROP TABLE IF EXISTS ${table}`);
  sqlite.prepare("DELETE FROM memory_embedded WHERE space_id = ?").run(space.id);
  sqlite.prepare("DELETE FROM embedding_spaces WHERE id = ?").run(space.id);
}

/** Removes a model's vectors (another model has taken its place, wholly embedded). */
export const dropSpace = (db: Db, space: Space) => db.$client.transaction(() => dropSpaceIn(db.$client, space))();

/** Every space and vector goes (after a restore, the memories are others): the embedder embeds them again. */
export const dropAllSpaces = (db: Db) =>
  db.$client.transaction(() => {
    for (const space of allSpaces(db)) dropSpaceIn(db.$client, space);
  })();

export type Unembedded = { id: number; personalityId: number; core: string; content: string };

/**
 * The oldest memories after `after` the space has no vector of, found by a query (nothing is held in memory between
 * runs); `after`: the memories up to it wait for the owner (older-memories.ts).
 */
export function unembedded(db: Db, spaceId: number | null, limit: number, after = 0): Unembedded[] {
  return db.$client
    .prepare<[number, number, number], Unembedded>(
      `SELECT m.id, m.personality_id AS personalityId, m.core, m.content FROM memories m
       WHERE m.id > ? AND NOT EXISTS (SELECT 1 FROM memory_embedded e WHERE e.memory_id = m.id AND e.space_id = ?)
       ORDER BY m.id LIMIT ?`,
    )
    .all(after, spaceId ?? -1, limit);
}

/** How many memories the space holds, of how many (those after `after`: the rest wait for the owner). */
export function progress(db: Db, spaceId: number | null, after = 0): { embedded: number; total: number } {
  const sqlite = db.$client;
  const total = sqlite.prepare("SELECT count(*) FROM memories WHERE id > ?").pluck().get(after) as number;
  if (spaceId === null) return { embedded: 0, total };
  const embedded = sqlite
    .prepare(
      "SELECT count(*) FROM memory_embedded e WHERE e.space_id = ? AND e.memory_id > ? AND EXISTS (SELECT 1 FROM memories m WHERE m.id = e.memory_id)",
    )
    .pluck()
    .get(spaceId, after) as number;
  return { embedded, total };
}

const asBlob = (vector: Float32Array) => Buffer.from(vector.buffer, vector.byteOffset, vector.byteLength);

/** Bits a vector is quantised to: one a dimension, rounded up to whole bytes (sqlite-vec's bit[] takes whole bytes). */
const bitLength = (dimensions: number) => Math.ceil(dimensions / 8) * 8;

/** Binary quantisation (as sqlite-vec's vec_quantize_binary): a dimension's bit is set when its value is above 0. */
export function quantise(vector: Float32Array): Buffer {
  const bits = Buffer.alloc(bitLength(vector.length) / 8);
  for (let i = 0; i < vector.length; i++) if ((vector[i] as number) > 0) bits[i >> 3] = (bits[i >> 3] as number) | (1 << (i & 7));
  return bits;
}

/**
 * Stores a batch's vectors in one transaction, each with its mark: a memory is wholly embedded or not at all. A memory
 * deleted or edited while its batch was away is skipped (its words changed; the next run embeds the new ones).
 */
export function storeVectors(db: Db, space: Space, batch: readonly Unembedded[], vectors: readonly Float32Array[]): number {
  const sqlite = db.$client;
  const table = vecTable(space.id);
  const current = sqlite.prepare<[number], string>("SELECT content FROM memories WHERE id = ?").pluck();
  const drop = sqlite.prepare(`DELETE FROM ${table} WHERE rowid = ?`);
  const insert = sqlite.prepare(`INSERT INTO ${table} (rowid, scope, bits, embedding) VALUES (?, ?, vec_bit(?), ?)`);
  const mark = sqlite.prepare("INSERT OR IGNORE INTO memory_embedded (memory_id, space_id) VALUES (?, ?)");
  return sqlite.transaction(() => {
    let stored = 0;
    for (const [i, row] of batch.entries()) {
      const vector = vectors[i];
      if (!vector || vector.length !== space.dimensions || current.get(row.id) !== row.content) continue;
      drop.run(BigInt(row.id));
      insert.run(BigInt(row.id), scopeOf(row.personalityId, row.core), quantise(vector), asBlob(vector));
      mark.run(row.id, space.id);
      stored++;
    }
    return stored;
  })();
}

export type VectorHit = { id: number; similarity: number };

/**
 * How many candidates the hamming search brings for exact scoring in a core of `size` vectors (VECTOR_SEARCH): all of
 * them in a small core (the search is then exact), fewer as the core grows, never fewer than `minCandidates` nor `k`.
 */
export function candidateCount(size: number, k: number, plan: VectorSearchPlan = VECTOR_SEARCH): number {
  const affordable = Math.max(plan.minCandidates, k, Math.floor(plan.hammingWork / Math.max(1, size)));
  return Math.max(1, Math.min(affordable, size, plan.maxCandidates));
}

/**
 * The k memories nearest in meaning to `query` in a personality's core (similarity = 1 - cosine distance): a hamming
 * KNN over the quantised vectors finds candidates (candidateCount), whose float vectors are then scored exactly.
 * Empty when the model has no space yet or the query's length is not its own.
 */
export function vectorCandidates(
  db: Db,
  model: string,
  query: Float32Array,
  k: number,
  where: { personalityId: number; core: string },
  plan: VectorSearchPlan = VECTOR_SEARCH,
): VectorHit[] {
  const space = findSpace(db, model);
  if (!space || query.length !== space.dimensions || k <= 0) return [];
  const sqlite = db.$client;
  // Counted only as far as it changes the candidates: beyond `enough`, a core gets the fewest (a million is not counted).
  const enough = Math.max(Math.ceil(plan.hammingWork / plan.minCandidates), plan.minCandidates, k) + 1;
  const size = sqlite
    .prepare<[number, string, number], number>(
      "SELECT count(*) FROM (SELECT 1 FROM memories WHERE personality_id = ? AND core = ? LIMIT ?)",
    )
    .pluck()
    .get(where.personalityId, where.core, enough) as number;
  if (size === 0) return [];
  const rows = sqlite
    .prepare<[Buffer, Buffer, number, string], { id: number; distance: number }>(
      `SELECT rowid AS id, vec_distance_cosine(embedding, ?) AS distance FROM ${vecTable(space.id)}
       WHERE bits MATCH vec_bit(?) AND k = ? AND scope = ?`,
    )
    .all(asBlob(query), quantise(query), candidateCount(size, k, plan), scopeOf(where.personalityId, where.core));
  return rows
    .sort((a, b) => a.distance - b.distance || a.id - b.id)
    .slice(0, k)
    .map((r) => ({ id: Number(r.id), similarity: 1 - r.distance }));
}

/** The tables of embeddings (derived data): a backup leaves them out, a restore rebuilds them. */
export const isEmbeddingTable = (name: string) => name === "embedding_spaces" || name === "memory_embedded" || /^memory_vec_\d+/.test(name);
