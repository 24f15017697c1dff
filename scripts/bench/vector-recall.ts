// Recall with vectors (issue 28: p95 under 50 ms at 100,000 memories). Prints figures; asserts nothing.
// The message's embedding is the provider's own latency (an HTTP call, made only when words leave room) and is not
// in these figures: they are what Citadel adds, the exhaustive vec0 KNN in the personality's core and the fusion.
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { OPENAI_EMBEDDING_DIMENSIONS } from "@contract/embeddings";
import { normalised } from "../../server/src/ai/embeddings";
import { mulberry32, type Random } from "../../server/src/ai/offline/prng";
import { findAppRoot } from "../../server/src/app-root";
import { type Db, openDatabase } from "../../server/src/db/connection";
import { withVectorRecall } from "../../server/src/services/embeddings/vector-recall";
import { ensureSpace, storeVectors } from "../../server/src/services/embeddings/vector-store";
import { recallMemories } from "../../server/src/services/memory/recall";
import { seedPersonalities } from "../../server/src/services/seed";
import { mockEmbedding } from "../../testing/mock-embeddings";
import { makeSentence } from "./memory-words";
import { percentile, removeDir } from "./server-process";

const SIZE = 100_000;
const QUERIES = 300;
const WARMUP = 30;
const MODEL = "bench-embed";
const DIMS = OPENAI_EMBEDDING_DIMENSIONS;
const embed = (text: string) => normalised(mockEmbedding(text, DIMS));

/** Memories with their vectors: `spread` as the memory-recall bench spreads them, or all Aeris's, in one core. */
function fill(db: Db, random: Random, layout: "spread" | "one-core") {
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
  for (let done = 0; done < SIZE; ) {
    const batch = [];
    for (let i = 0; i < 1000 && done < SIZE; i++, done++) {
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
  }
  sqlite.pragma("optimize");
  sqlite.pragma("cache_size = -2000");
  sqlite.pragma("synchronous = NORMAL");
}

async function measure(db: Db, random: Random) {
  const words: number[] = [];
  const both: number[] = [];
  const cpu: number[] = [];
  let added = 0;
  for (let i = 0; i < WARMUP + QUERIES; i++) {
    const message = makeSentence(random);
    const vector = embed(message);
    const embedder = { embedQuery: async () => ({ model: MODEL, vector }) };
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    const found = recallMemories(db, 1, "sanctified", message);
    const t1 = performance.now();
    // Words are set aside so that the vector search runs every time (it runs only when words leave room).
    const fused = await withVectorRecall({ db, embedder }, 1, "sanctified", message, []);
    const t2 = performance.now();
    const used = process.cpuUsage(c0);
    if (i < WARMUP) continue;
    cpu.push((used.user + used.system) / 1000);
    words.push(t1 - t0);
    both.push(t1 - t0 + (t2 - t1));
    if (fused.length > found.length) added++;
  }
  return { words, both, cpu, added };
}

export async function benchVectorRecall() {
  console.log(
    `\nRecall with vectors (sqlite-vec vec0, exhaustive cosine KNN over ${DIMS}-dimension vectors, gated fusion; Aeris's active core)`,
  );
  for (const layout of ["spread", "one-core"] as const) {
    const dir = mkdtempSync(path.join(os.tmpdir(), "citadel-bench-vectors-"));
    const db = openDatabase(path.join(dir, "citadel.sqlite"), path.join(findAppRoot(), "server/src/db/migrations"));
    try {
      seedPersonalities(db);
      const random = mulberry32(20261126);
      const t0 = performance.now();
      fill(db, random, layout);
      const fillS = (performance.now() - t0) / 1000;
      const inCore = db.$client
        .prepare("SELECT count(*) FROM memories WHERE personality_id = 1 AND core = 'public'")
        .pluck()
        .get() as number;
      const { words, both, cpu, added } = await measure(db, random);
      const ms = (values: number[], p: number) => percentile(values, p).toFixed(2);
      console.log(
        `  ${SIZE.toLocaleString("en")} memories (${inCore.toLocaleString("en")} in the core searched): words alone p50 ${ms(words, 50)} ms, p95 ${ms(words, 95)} ms;` +
          ` words and vectors p50 ${ms(both, 50)} ms, p95 ${ms(both, 95)} ms (CPU p50 ${ms(cpu, 50)} ms, p95 ${ms(cpu, 95)} ms; ${added}/${QUERIES} gained a memory by meaning;` +
          ` filled in ${fillS.toFixed(1)} s; load ${os.loadavg()[0]?.toFixed(1)} on ${os.availableParallelism()} CPUs)`,
      );
    } finally {
      db.$client.close();
      removeDir(dir);
    }
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await benchVectorRecall();
