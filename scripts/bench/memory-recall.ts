// Long-term recall latency (issue 4: p95 under 10 ms with 1,000,000 memories). Prints figures; asserts nothing.
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { mulberry32, type Random } from "../../server/src/ai/offline/prng";
import { findAppRoot } from "../../server/src/app-root";
import { type Db, openDatabase } from "../../server/src/db/connection";
import { recallMemories } from "../../server/src/services/memory/recall";
import { seedPersonalities } from "../../server/src/services/seed";
import { makeSentence } from "./memory-words";
import { percentile, removeDir } from "./server-process";

const SIZES = [10_000, 100_000, 1_000_000];
const QUERIES = 400;
const WARMUP = 50;
/** Where the memories go: most with Aeris, in both cores, the rest spread over the others. */
const PERSONALITY_IDS = [1, 1, 1, 2, 2, 3, 4, 5];

/** Adds memories until the table holds `total`: one transaction, one prepared statement. */
function fill(db: Db, random: Random, total: number) {
  const sqlite = db.$client;
  const have = (sqlite.prepare("SELECT count(*) AS n FROM memories").get() as { n: number }).n;
  const insert = sqlite.prepare(
    `INSERT INTO memories (personality_id, role, content, importance, core, mode_context, emotional_depth, intimacy_level, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const start = Date.parse("2024-01-01T00:00:00Z");
  sqlite.transaction(() => {
    for (let i = have; i < total; i++) {
      const unveiled = random() < 0.5;
      const fromAi = i % 2 === 1;
      const sentences = 1 + Math.floor(random() * 3);
      const text = Array.from({ length: sentences }, () => makeSentence(random)).join(" ");
      insert.run(
        PERSONALITY_IDS[Math.floor(random() * PERSONALITY_IDS.length)],
        fromAi ? "assistant" : "user",
        text,
        6,
        unveiled ? "private" : "public",
        unveiled ? "unveiled" : "sanctified",
        unveiled ? 7 : 4,
        unveiled ? 8 : 3,
        new Date(start + i * 60_000).toISOString(),
      );
    }
  })();
  sqlite.pragma("optimize");
}

function measure(db: Db, random: Random): { p50: number; p95: number; hits: number } {
  const times: number[] = [];
  let hits = 0;
  for (let i = 0; i < WARMUP + QUERIES; i++) {
    const message = makeSentence(random);
    const mode = random() < 0.5 ? "unveiled" : "sanctified";
    const t0 = performance.now();
    const recalled = recallMemories(db, 1, mode, message);
    const ms = performance.now() - t0;
    if (i >= WARMUP) {
      times.push(ms);
      if (recalled.length > 0) hits++;
    }
  }
  return { p50: percentile(times, 50), p95: percentile(times, 95), hits };
}

export async function benchMemoryRecall() {
  const dir = mkdtempSync(path.join(os.tmpdir(), "citadel-bench-memory-"));
  const db = openDatabase(path.join(dir, "citadel.sqlite"), path.join(findAppRoot(), "server/src/db/migrations"));
  seedPersonalities(db);
  const random = mulberry32(20261121);
  console.log("\nMemory recall (FTS5, bm25; Aeris, active core, 3 memories beyond the working set)");
  try {
    for (const size of SIZES) {
      const t0 = performance.now();
      fill(db, random, size);
      const fillS = (performance.now() - t0) / 1000;
      const { p50, p95, hits } = measure(db, random);
      console.log(
        `  ${size.toLocaleString("en").padStart(9)} memories: p50 ${p50.toFixed(2)} ms, p95 ${p95.toFixed(2)} ms` +
          ` (${hits}/${QUERIES} queries recalled something; filled in ${fillS.toFixed(1)} s)`,
      );
    }
  } finally {
    db.$client.close();
    removeDir(dir);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await benchMemoryRecall();
