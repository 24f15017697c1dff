// What syncing every commit to the disk costs a chat turn (issue 12: synchronous = FULL instead of NORMAL).
// A turn commits twice (the owner's message with the reply's placeholder, then the reply with its memories); both
// are made here with the server's own functions, on a file in the same folder the app's data would use.
import { mkdtempSync } from "node:fs";
import path from "node:path";
import { completeTurn, insertTurn } from "../../server/src/chat/messages";
import { getPersonality } from "../../server/src/personas/personalities";
import { findAppRoot } from "../../server/src/platform/app-root";
import { openDatabase } from "../../server/src/platform/db/connection";
import { seedPersonalities } from "../../server/src/seed";
import { percentile, removeDir } from "./server-process";

const TURNS = 400;

function turnCommitsMs(synchronous: "FULL" | "NORMAL"): number[] {
  const root = findAppRoot();
  // Beside the project (DATA_DIR's default), not in a RAM-backed /tmp, so the syncs reach a real disk.
  const dir = mkdtempSync(path.join(root, ".tmp", "bench-sync-"));
  const db = openDatabase(path.join(dir, "citadel.sqlite"), path.join(root, "server/src/platform/db/migrations"));
  db.$client.pragma(`synchronous = ${synchronous}`);
  seedPersonalities(db);
  const aeris = getPersonality(db, "aeris");
  const reply = {
    text: "A reply of a few words.",
    emotion: "wonder" as const,
    wordCount: 5,
    responseTimeMs: 1,
    provider: "offline",
    model: "bench",
  };
  const times: number[] = [];
  for (let i = 0; i < TURNS; i++) {
    const at = new Date().toISOString();
    const started = performance.now();
    const { user, reply: placeholder } = insertTurn(db, aeris, { content: `message ${i}`, mode: "sanctified" }, at);
    completeTurn(db, user.id, placeholder.id, reply, at);
    times.push(performance.now() - started);
  }
  db.$client.close();
  removeDir(dir);
  return times;
}

export function benchCommitSync() {
  console.log("\n## Durable commits (both commits of a chat turn, median and p95 of 400)");
  const full = turnCommitsMs("FULL");
  const normal = turnCommitsMs("NORMAL");
  const fmt = (xs: number[]) => `${percentile(xs, 50).toFixed(3)} ms median, ${percentile(xs, 95).toFixed(3)} ms p95`;
  console.log(`synchronous = FULL (what Citadel runs): ${fmt(full)}`);
  console.log(`synchronous = NORMAL (before):          ${fmt(normal)}`);
  console.log(`syncing every commit costs a turn ${(percentile(full, 50) - percentile(normal, 50)).toFixed(3)} ms (median)`);
}
