// Backups of a long-lived Citadel (issue 15): a database of 100,000 messages and 100,000 memories, backed up and
// restored (verified) through the running server; the time and the server's peak memory of each, and what a chat
// turn waits when it comes during a backup.
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { mulberry32 } from "../../server/src/models/offline/prng";
import { findAppRoot } from "../../server/src/platform/app-root";
import { openDatabase } from "../../server/src/platform/db/connection";
import { seedPersonalities } from "../../server/src/seed";
import { signIn, stopServerProcess } from "../../testing/server-process";
import { makeSentence } from "./memory-words";
import { peakMb, percentile, removeDir, signedInCalls, startServer } from "./server-process";

const ROWS = 100_000;

function fill(dataDir: string) {
  const db = openDatabase(path.join(dataDir, "citadel.sqlite"), path.join(findAppRoot(), "server/src/platform/db/migrations"));
  seedPersonalities(db);
  const sqlite = db.$client;
  sqlite.pragma("synchronous = OFF");
  const random = mulberry32(15);
  const message = sqlite.prepare(
    "INSERT INTO messages (personality_id, user_id, content, is_from_ai, status, created_at) VALUES (?, ?, ?, ?, 'complete', ?)",
  );
  const memory = sqlite.prepare(
    "INSERT INTO memories (personality_id, role, content, importance, core, mode_context, emotional_depth, intimacy_level, created_at) VALUES (?, ?, ?, 6, 'public', 'sanctified', 4, 3, ?)",
  );
  const start = Date.parse("2024-01-01T00:00:00Z");
  sqlite.transaction(() => {
    for (let i = 0; i < ROWS; i++) {
      const at = new Date(start + i * 60_000).toISOString();
      const text = `${makeSentence(random)} ${makeSentence(random)}`;
      message.run(1 + (i % 5), i % 2 ? null : 1, text, i % 2, at);
      memory.run(1 + (i % 5), i % 2 ? "assistant" : "user", text, at);
    }
  })();
  sqlite.close();
}

export async function benchBackup() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "citadel-bench-backup-"));
  fill(dataDir);
  const server = await startServer(dataDir);
  const cookie = await signIn(server.base);
  const { call, turn, baseline } = signedInCalls(server.base, cookie);
  const alone = await baseline();

  const before = peakMb(server.child.pid ?? 0);
  let t0 = performance.now();
  const created = (await (await call("POST", "/api/backups")).json()) as { id: number; bytes: number };
  const backupMs = performance.now() - t0;
  const afterBackup = peakMb(server.child.pid ?? 0);

  // A turn sent while a backup is being written.
  const during: number[] = [];
  for (let i = 0; i < 5; i++) {
    const backup = call("POST", "/api/backups");
    await new Promise((r) => setTimeout(r, 20));
    during.push(await turn());
    await backup;
  }

  t0 = performance.now();
  const restored = await call("POST", `/api/backups/${created.id}/restore`);
  const restoreMs = performance.now() - t0;
  const afterRestore = peakMb(server.child.pid ?? 0);
  await stopServerProcess(server.child);
  removeDir(dataDir);

  console.log(
    `\n## Backups of ${ROWS.toLocaleString("en")} messages and ${ROWS.toLocaleString("en")} memories (${(created.bytes / 1e6).toFixed(1)} MB)`,
  );
  console.log(`backup:           ${backupMs.toFixed(0)} ms; the server's peak memory ${before.toFixed(0)} -> ${afterBackup.toFixed(0)} MB`);
  console.log(
    `verified restore: ${restoreMs.toFixed(0)} ms (${restored.status}, a pre_restore backup included); peak ${afterRestore.toFixed(0)} MB`,
  );
  console.log(
    `a chat turn: ${percentile(alone, 50).toFixed(1)} ms median alone, ${percentile(during, 50).toFixed(1)} ms when sent during a backup (written in a worker thread)`,
  );
}
