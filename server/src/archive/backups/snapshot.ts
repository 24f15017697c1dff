import { createHash } from "node:crypto";
import { mkdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { Worker } from "node:worker_threads";
import Database from "better-sqlite3";
import { getLoadablePath } from "sqlite-vec";
import { VAPID_SETTING } from "../../notify";

const resolveHere = createRequire(import.meta.url).resolve;

/**
 * Settings that are secrets: never in a backup or an export, never replaced by a restore (voice_server_keys:
 * services/voice; the Web Push keys: services/push).
 */
export const SECRET_SETTINGS = ["access_code_hash", "voice_server_keys", VAPID_SETTING] as const;
/**
 * Tables that are this installation's own, not its data: sessions, the list of backups, the migrations applied, the
 * devices subscribed to Web Push (made with this installation's VAPID key, which a restore keeps too), and the
 * Archive's exports, whose files are on this disk (issue 39: a restore keeps the list and the files in step, so the
 * exports made after the backup stay listed and those removed stay removed).
 */
export const LOCAL_TABLES = ["sessions", "backups", "__drizzle_migrations", "push_subscriptions", "exports"] as const;

export const sha256Of = (file: string) => createHash("sha256").update(readFileSync(file)).digest("hex");

type SnapshotArgs = { driver: string; source: string; file: string; secretSettings: readonly string[]; vecExtension: string };

/**
 * Writes a consistent snapshot of the database at `source` to `file`: SQLite's VACUUM INTO on a connection of its own
 * (one read transaction: turns written meanwhile are wholly in it or not at all), then its secrets removed with
 * secure_delete and the file vacuumed (no byte of them left in a free page), its integrity checked, and only then
 * the atomic rename into place. Answers its SHA-256 and size.
 *
 * Self-contained on purpose: it runs in a worker thread, as the worker's own code (its text is sent there), so it
 * names nothing from outside itself but what it is given.
 */
export function snapshotJob(
  Driver: typeof Database,
  fs: typeof import("node:fs"),
  crypto: typeof import("node:crypto"),
  args: SnapshotArgs,
): { sha256: string; bytes: number } {
  const partial = `${args.file}.partial`;
  fs.rmSync(partial, { force: true });
  const live = new Driver(args.source, { fileMustExist: true });
  try {
    live.pragma("busy_timeout = 5000");
    live.prepare("VACUUM INTO ?").run(partial);
  } finally {
    live.close();
  }
  const copy = new Driver(partial);
  try {
    // Deleted rows leave their bytes in freed pages and cells: zero them as they go, then rewrite the file whole.
    copy.pragma("journal_mode = DELETE");
    copy.pragma("secure_delete = ON");
    copy.prepare("DELETE FROM sessions").run();
    copy.prepare("DELETE FROM push_subscriptions").run();
    copy.prepare(`DELETE FROM settings WHERE key IN (${args.secretSettings.map(() => "?").join(",")})`).run(...args.secretSettings);
    const provider = copy.prepare("SELECT value FROM settings WHERE key = 'provider'").pluck().get() as string | undefined;
    if (provider) {
      // Each server's key, sealed as it is, stays out of a backup.
      const s = JSON.parse(provider) as { servers?: Record<string, Record<string, unknown>> };
      for (const server of Object.values(s.servers ?? {})) server.key = null;
      copy.prepare("UPDATE settings SET value = ? WHERE key = 'provider'").run(JSON.stringify(s));
    }
    copy.prepare("DELETE FROM backups").run();
    // Vectors of memories are derived data, and large: left out (a restore embeds the memories again). Their vec0
    // tables are dropped with sqlite-vec loaded, with the triggers that name them.
    copy.loadExtension(args.vecExtension);
    const spaces = copy.prepare("SELECT id FROM embedding_spaces").pluck().all() as number[];
    for (const id of spaces) {
      copy.exec(
        `DROP TRIGGER IF EXISTS memory_vec_${id}_delete; DROP TRIGGER IF EXISTS memory_vec_${id}_update; DROP TABLE IF EXISTS memory_vec_${id}`,
      );
    }
    copy.exec("DELETE FROM memory_embedded; DELETE FROM embedding_spaces");
    copy.exec("VACUUM");
    const check = copy.pragma("integrity_check", { simple: true });
    if (check !== "ok") throw new Error(`the snapshot failed its integrity check: ${check}`);
  } finally {
    copy.close();
  }
  fs.renameSync(partial, args.file);
  const bytes = fs.readFileSync(args.file);
  return { sha256: crypto.createHash("sha256").update(bytes).digest("hex"), bytes: bytes.length };
}

/** Runs snapshotJob in a worker thread: the server goes on answering (chat turns, pages) while a backup is written. */
export function writeSnapshot(source: string, file: string): Promise<{ sha256: string; bytes: number }> {
  mkdirSync(path.dirname(file), { recursive: true });
  const code = `
    const { parentPort, workerData } = require("node:worker_threads");
    const job = ${snapshotJob.toString()};
    try {
      parentPort.postMessage({ ok: true, result: job(require(workerData.driver), require("node:fs"), require("node:crypto"), workerData) });
    } catch (error) {
      parentPort.postMessage({ ok: false, message: String(error && error.message ? error.message : error) });
    }`;
  const args: SnapshotArgs = {
    driver: resolveHere("better-sqlite3"),
    source,
    file,
    secretSettings: SECRET_SETTINGS,
    vecExtension: getLoadablePath(),
  };
  return new Promise((resolve, reject) => {
    const worker = new Worker(code, { eval: true, workerData: args });
    worker.once("message", (answer: { ok: boolean; result?: { sha256: string; bytes: number }; message?: string }) => {
      void worker.terminate();
      if (answer.ok && answer.result) resolve(answer.result);
      else reject(new Error(answer.message ?? "the snapshot failed"));
    });
    worker.once("error", reject);
  });
}

/** How many migrations a database file has applied: a newer schema than ours cannot be restored here. */
export function migrationsApplied(file: string): number {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    return (db.prepare("SELECT count(*) FROM __drizzle_migrations").pluck().get() as number) ?? 0;
  } finally {
    db.close();
  }
}
