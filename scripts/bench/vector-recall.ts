// Recall with vectors (issue 28: p95 under 15 ms with words alone and under 50 ms with vectors at 100,000 memories;
// figures at 1,000,000). Prints figures; asserts nothing. `vector-recall` measures 100,000 memories; `recall-scale`
// grows the same database to 1,000,000 (a few minutes). The message's embedding is the provider's own latency (an
// HTTP call, made only when words leave room) and is not in these figures: they are what Citadel adds, the hamming KNN
// over the quantised vectors of the personality's core, the exact scoring of its candidates, and the fusion.
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { OPENAI_EMBEDDING_DIMENSIONS } from "@contract/embeddings";
import { recallMemories } from "../../server/src/memory/recall/recall";
import { SPARE, VECTOR_EXTRA, withVectorRecall } from "../../server/src/memory/vectors/vector-recall";
import {
  candidateCount,
  ensureSpace,
  quantise,
  storeVectors,
  vecTable,
  vectorCandidates,
} from "../../server/src/memory/vectors/vector-store";
import { normalised } from "../../server/src/models/media/embeddings";
import { mulberry32, type Random } from "../../server/src/models/offline/prng";
import { findAppRoot } from "../../server/src/platform/app-root";
import { type Db, openDatabase } from "../../server/src/platform/db/connection";
import { seedPersonalities } from "../../server/src/seed";
import { mockEmbedding } from "../../testing/mock-embeddings";
import { makeSentence } from "./memory-words";
import { percentile, removeDir } from "./server-process";

const QUERIES = 300;
const WARMUP = 30;
const MODEL = "bench-embed";
const DIMS = OPENAI_EMBEDDING_DIMENSIONS;
/** Each word's place and sign in the mock's vectors (a word alone embeds to ±1 at its bucket, or nothing for a stop word). */
const wordBuckets = new Map<string, { bucket: number; sign: number } | null>();
function bucketOf(word: string) {
  let found = wordBuckets.get(word);
  if (found === undefined) {
    const alone = mockEmbedding(word, DIMS);
    const bucket = alone.findIndex((v) => v !== 0);
    found = bucket < 0 ? null : { bucket, sign: Math.sign(alone[bucket] as number) };
    wordBuckets.set(word, found);
  }
  return found;
}
/** The mock's embedding (testing/mock-embeddings.ts) of a text, as the sum of its words' (the same vector, built fast enough for 1,000,000). */
function embed(text: string): Float32Array {
  const vector = new Float32Array(DIMS);
  for (const word of text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []) {
    const at = bucketOf(word);
    if (at) vector[at.bucket] = (vector[at.bucket] as number) + at.sign;
  }
  return normalised(Array.from(vector));
}

/** Memories with their vectors up to `total`: `spread` as the memory-recall bench spreads them, or all Aeris's, in one core. */
function fill(db: Db, random: Random, layout: "spread" | "one-core", total: number) {
  const sqlite = db.$client;
  sqlite.pragma("cache_size = -262144");
  sqlite.pragma("synchronous = OFF");
  const personalities = [1, 1, 1, 2, 2, 3, 4, 5];
  const insert = sqlite
    .prepare(
      `INSERT INTO memories (personality_id, role, content, importance, core, mode_context, emotional_depth, intimacy_level, created_at)
     VALUES (?, 'user', ?, 6, ?, ?, 4, 3, ?) RETURNING id`,
    )
    .pluck();
  const space = ensureSpace(db, MODEL, DIMS, new Date().toISOString());
  const start = Date.parse("2024-01-01T00:00:00Z");
  const have = sqlite.prepare("SELECT count(*) FROM memories").pluck().get() as number;
  // A thousand memories and their vectors a transaction.
  const addBatch = sqlite.transaction((from: number) => {
    let done = from;
    const batch = [];
    for (let i = 0; i < 1000 && done < total; i++, done++) {
      const unveiled = layout === "spread" && random() < 0.5;
      const personalityId = layout === "spread" ? (personalities[Math.floor(random() * personalities.length)] as number) : 1;
      const content = Array.from({ length: 1 + Math.floor(random() * 3) }, () => makeSentence(random)).join(" ");
      const core = unveiled ? "private" : "public";
      const id = insert.get(
        personalityId,
        content,
        core,
        unveiled ? "unveiled" : "sanctified",
        new Date(start + done * 60_000).toISOString(),
      ) as number;
      batch.push({ id, personalityId, core, content });
    }
    storeVectors(
      db,
      space,
      batch,
      batch.map((row) => embed(row.content)),
    );
    return done;
  });
  for (let done = have; done < total; ) done = addBatch(done);
  sqlite.pragma("optimize");
  sqlite.pragma("cache_size = -2000");
  sqlite.pragma("synchronous = NORMAL");
}

/** Wall time is what a turn waits; CPU time leaves out the moments the process was not running (a busy machine). */
async function measure(db: Db, random: Random) {
  const words: number[] = [];
  const both: number[] = [];
  const wordsCpu: number[] = [];
  const bothCpu: number[] = [];
  let added = 0;
  const cpuMs = (since: NodeJS.CpuUsage) => {
    const used = process.cpuUsage(since);
    return (used.user + used.system) / 1000;
  };
  for (let i = 0; i < WARMUP + QUERIES; i++) {
    const message = makeSentence(random);
    const vector = embed(message);
    const embedder = { embedQuery: async () => ({ model: MODEL, vector }) };
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    const found = recallMemories(db, 1, "sanctified", message);
    const t1 = performance.now();
    const c1 = cpuMs(c0);
    // Words are set aside so that the vector search runs every time (it runs only when words leave room).
    const fused = await withVectorRecall({ db, embedder }, 1, "sanctified", message, []);
    const t2 = performance.now();
    const c2 = cpuMs(c0);
    if (i < WARMUP) continue;
    words.push(t1 - t0);
    both.push(t2 - t0);
    wordsCpu.push(c1);
    bothCpu.push(c2);
    if (fused.length > found.length) added++;
  }
  return { words, both, wordsCpu, bothCpu, added };
}

export async function benchVectorRecall(
  sizes: readonly number[] = [100_000],
  layouts: readonly ("spread" | "one-core")[] = ["spread", "one-core"],
) {
  console.log(
    `\nRecall latency, words alone and with vectors (${DIMS}-dimension vectors in sqlite-vec vec0: hamming KNN over their bits,` +
      ` candidates scored exactly by cosine, gated fusion; Aeris's active core; ${QUERIES} messages)`,
  );
  for (const layout of layouts) {
    const dir = mkdtempSync(path.join(os.tmpdir(), "citadel-bench-vectors-"));
    const db = openDatabase(path.join(dir, "citadel.sqlite"), path.join(findAppRoot(), "server/src/platform/db/migrations"));
    try {
      seedPersonalities(db);
      const random = mulberry32(20261126);
      for (const size of sizes) {
        const t0 = performance.now();
        fill(db, random, layout, size);
        const fillS = (performance.now() - t0) / 1000;
        const inCore = db.$client
          .prepare("SELECT count(*) FROM memories WHERE personality_id = 1 AND core = 'public'")
          .pluck()
          .get() as number;
        const { words, both, wordsCpu, bothCpu, added } = await measure(db, random);
        const ms = (values: number[], p: number) => percentile(values, p).toFixed(2);
        console.log(
          `  ${size.toLocaleString("en").padStart(9)} memories, ${layout.padEnd(8)} (${inCore.toLocaleString("en")} in the core searched, ${candidateCount(inCore, VECTOR_EXTRA + SPARE)} candidates):` +
            `\n      words alone p50 ${ms(words, 50)} ms, p95 ${ms(words, 95)} ms (CPU p50 ${ms(wordsCpu, 50)}, p95 ${ms(wordsCpu, 95)});` +
            ` words and vectors p50 ${ms(both, 50)} ms, p95 ${ms(both, 95)} ms (CPU p50 ${ms(bothCpu, 50)}, p95 ${ms(bothCpu, 95)});` +
            `\n      ${added}/${QUERIES} gained a memory by meaning;` +
            ` filled in ${fillS.toFixed(1)} s; load ${os.loadavg()[0]?.toFixed(1)} on ${os.availableParallelism()} CPUs)`,
        );
      }
    } finally {
      db.$client.close();
      removeDir(dir);
    }
  }
}

/**
 * The vector search alone (`vectorCandidates`: the hamming KNN and the exact scoring of its candidates) over 100,000 and
 * 1,000,000 vectors in one core, written straight into its vec0 table (a minute or two to build): what the memories'
 * own table and word index would take much longer to fill to a million.
 */
export function benchVectorSearchAlone(sizes: readonly number[]) {
  console.log(`\nVector search alone, ${DIMS}-dimension vectors (12 random words each) in one core, 50 queries`);
  const dir = mkdtempSync(path.join(os.tmpdir(), "citadel-bench-vector-search-"));
  const db = openDatabase(path.join(dir, "citadel.sqlite"), path.join(findAppRoot(), "server/src/platform/db/migrations"));
  try {
    seedPersonalities(db);
    const sqlite = db.$client;
    sqlite.pragma("synchronous = OFF");
    const random = mulberry32(11);
    const vector = () => {
      const values = new Array<number>(DIMS).fill(0);
      for (let j = 0; j < 12; j++) {
        const at = Math.floor(random() * DIMS);
        values[at] = (values[at] as number) + (random() < 0.5 ? 1 : -1);
      }
      return normalised(values);
    };
    // The core's memories, as many as the search counts (it counts no further).
    const memory = sqlite.prepare(
      `INSERT INTO memories (personality_id, role, content, importance, core, mode_context, emotional_depth, intimacy_level, created_at)
       VALUES (1, 'user', 'm', 6, 'public', 'sanctified', 4, 3, '2025-01-01T00:00:00.000Z')`,
    );
    sqlite.transaction(() => {
      for (let i = 0; i < 30_000; i++) memory.run();
    })();
    const space = ensureSpace(db, MODEL, DIMS, new Date().toISOString());
    const insert = sqlite.prepare(
      `INSERT INTO ${vecTable(space.id)} (rowid, scope, bits, embedding) VALUES (?, '1:public', vec_bit(?), ?)`,
    );
    const addTenThousand = sqlite.transaction((from: number) => {
      for (let id = from + 1; id <= from + 10_000; id++) {
        const v = vector();
        insert.run(BigInt(id), quantise(v), Buffer.from(v.buffer));
      }
    });
    let have = 0;
    for (const size of sizes) {
      const t0 = performance.now();
      for (; have < size; have += 10_000) addTenThousand(have);
      const fillS = (performance.now() - t0) / 1000;
      const wall: number[] = [];
      const cpu: number[] = [];
      for (let i = 0; i < 60; i++) {
        const query = vector();
        const c0 = process.cpuUsage();
        const w0 = performance.now();
        vectorCandidates(db, MODEL, query, VECTOR_EXTRA + SPARE, { personalityId: 1, core: "public" });
        const w = performance.now() - w0;
        const used = process.cpuUsage(c0);
        if (i < 10) continue;
        wall.push(w);
        cpu.push((used.user + used.system) / 1000);
      }
      const ms = (values: number[], p: number) => percentile(values, p).toFixed(1);
      console.log(
        `  ${size.toLocaleString("en").padStart(9)} vectors: p50 ${ms(wall, 50)} ms, p95 ${ms(wall, 95)} ms (CPU p50 ${ms(cpu, 50)}, p95 ${ms(cpu, 95)});` +
          ` filled in ${fillS.toFixed(0)} s; load ${os.loadavg()[0]?.toFixed(1)} on ${os.availableParallelism()} CPUs`,
      );
    }
  } finally {
    db.$client.close();
    removeDir(dir);
  }
}

/**
 * `npm run bench -- recall-scale`: the vector search alone at 100,000 and 1,000,000 vectors, then a turn's recall, words
 * alone and with vectors, at 100,000 and 1,000,000 memories in both layouts (the memories take tens of minutes to build).
 */
export async function benchRecallScale() {
  benchVectorSearchAlone([100_000, 1_000_000]);
  await benchVectorRecall([100_000, 1_000_000]);
}

// `tsx scripts/bench/vector-recall.ts [scale] [spread|one-core]`: 100,000 memories (or 1,000,000 too), both layouts or one.
if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const [size, layout] = process.argv.slice(2);
  const layouts = (["spread", "one-core"] as const).filter((name) => !layout || name === layout);
  await benchVectorRecall(size === "scale" ? [100_000, 1_000_000] : undefined, layouts);
}
