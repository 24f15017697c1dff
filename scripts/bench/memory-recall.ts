// Long-term recall latency (issue 4: p95 under 10 ms with 1,000,000 memories; issue 28: under 15 ms at 100,000, words
// alone): a chat turn's whole recall (working set, hits, their neighbours). Prints figures; asserts nothing.
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { memoryForTurn } from "../../server/src/memory/recall/recall";
import { mulberry32, type Random } from "../../server/src/models/offline/prng";
import { findAppRoot } from "../../server/src/platform/app-root";
import { type Db, openDatabase } from "../../server/src/platform/db/connection";
import { seedPersonalities } from "../../server/src/seed";
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
  // A throwaway file: a large page cache and no waiting for the disk make the fill quick; the
  // measurements then run with the server's own settings.
  sqlite.pragma("cache_size = -262144");
  sqlite.pragma("synchronous = OFF");
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
  sqlite.pragma("cache_size = -2000");
  sqlite.pragma("synchronous = NORMAL");
}

/** The months the memories' times cover, from 2024-01-01 a minute apart (100,000 reach March). */
const MONTHS = ["January", "February", "March"];

type Figures = { wallP50: number; wallP95: number; cpuP50: number; cpuP95: number; hits: number };

/**
 * Wall time is what a turn waits; CPU time leaves out the moments the process was not running, so
 * it stays readable on a busy machine.
 */
function measure(db: Db, random: Random): Figures {
  const wall: number[] = [];
  const cpu: number[] = [];
  let hits = 0;
  for (let i = 0; i < WARMUP + QUERIES; i++) {
    // A quarter of the messages name a month, so what was said then is searched too (issue 37).
    const message = `${makeSentence(random)}${i % 4 === 3 ? ` What happened in ${MONTHS[i % 3]} 2024?` : ""}`;
    const mode = random() < 0.5 ? "unveiled" : "sanctified";
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    const { recalled } = memoryForTurn(db, 1, mode, message);
    const ms = performance.now() - t0;
    const used = process.cpuUsage(c0);
    if (i < WARMUP) continue;
    wall.push(ms);
    cpu.push((used.user + used.system) / 1000);
    if (recalled.length > 0) hits++;
  }
  return {
    wallP50: percentile(wall, 50),
    wallP95: percentile(wall, 95),
    cpuP50: percentile(cpu, 50),
    cpuP95: percentile(cpu, 95),
    hits,
  };
}

export async function benchMemoryRecall() {
  const dir = mkdtempSync(path.join(os.tmpdir(), "citadel-bench-memory-"));
  const db = openDatabase(path.join(dir, "citadel.sqlite"), path.join(findAppRoot(), "server/src/platform/db/migrations"));
  seedPersonalities(db);
  const random = mulberry32(20261121);
  console.log(
    "\nMemory recall, words alone (FTS5, bm25, a named month's days; Aeris, active core; a turn's working set, 30 hits and their neighbours)",
  );
  try {
    for (const size of SIZES) {
      const t0 = performance.now();
      fill(db, random, size);
      const fillS = (performance.now() - t0) / 1000;
      const f = measure(db, random);
      const load = os.loadavg()[0]?.toFixed(1);
      console.log(
        `  ${size.toLocaleString("en").padStart(9)} memories: p50 ${f.wallP50.toFixed(2)} ms, p95 ${f.wallP95.toFixed(2)} ms` +
          ` (CPU p50 ${f.cpuP50.toFixed(2)} ms, p95 ${f.cpuP95.toFixed(2)} ms; ${f.hits}/${QUERIES} recalled something;` +
          ` filled in ${fillS.toFixed(1)} s; load ${load} on ${os.availableParallelism()} CPUs)`,
      );
    }
  } finally {
    db.$client.close();
    removeDir(dir);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await benchMemoryRecall();
