import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, renameSync, rmSync } from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";

/** Settings that are secrets: never in a backup, never replaced by a restore. */
export const SECRET_SETTINGS = ["access_code_hash"] as const;
/** Tables that are this installation's own, not its data: sessions, the list of backups, the migrations applied. */
export const LOCAL_TABLES = ["sessions", "backups", "__drizzle_migrations"] as const;

export const sha256Of = (file: string) => createHash("sha256").update(readFileSync(file)).digest("hex");

/** The provider settings without their keys (the key fields of each server set to null). */
export function withoutKeys(settings: unknown): unknown {
  const s = settings as { servers?: Record<string, Record<string, unknown>>; key?: unknown } | null;
  if (!s || typeof s !== "object") return settings;
  const servers = s.servers ? Object.fromEntries(Object.entries(s.servers).map(([id, v]) => [id, { ...v, key: null }])) : undefined;
  return { ...s, ...(servers ? { servers } : {}), ...("key" in s ? { key: null } : {}) };
}

/**
 * Writes a consistent snapshot of the live database to `file`: SQLite's VACUUM INTO (one read transaction, so turns
 * written meanwhile are either wholly in it or not at all), then its secrets removed, its integrity checked, and only
 * then the atomic rename into place. Answers its SHA-256 and size.
 */
export function writeSnapshot(live: Database.Database, file: string): { sha256: string; bytes: number } {
  mkdirSync(path.dirname(file), { recursive: true });
  const partial = `${file}.partial`;
  rmSync(partial, { force: true });
  live.prepare("VACUUM INTO ?").run(partial);
  const copy = new Database(partial);
  try {
    copy.prepare("DELETE FROM sessions").run();
    copy.prepare(`DELETE FROM settings WHERE key IN (${SECRET_SETTINGS.map(() => "?").join(",")})`).run(...SECRET_SETTINGS);
    const provider = copy.prepare("SELECT value FROM settings WHERE key = 'provider'").pluck().get() as string | undefined;
    if (provider) copy.prepare("UPDATE settings SET value = ? WHERE key = 'provider'").run(JSON.stringify(withoutKeys(JSON.parse(provider))));
    copy.prepare("DELETE FROM backups").run();
    const check = copy.pragma("integrity_check", { simple: true });
    if (check !== "ok") throw new Error(`the snapshot failed its integrity check: ${check}`);
    copy.pragma("journal_mode = DELETE");
  } finally {
    copy.close();
  }
  renameSync(partial, file);
  return { sha256: sha256Of(file), bytes: readFileSync(file).length };
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
