import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

/** One migration of the journal (`meta/_journal.json`, drizzle-kit's), with its SQL text. */
export type JournalMigration = {
  idx: number;
  /** Its name: the file's, without `.sql` ("0023_companions"). */
  tag: string;
  /** drizzle-kit's timestamp, stored as `created_at` in `__drizzle_migrations`: what names an applied migration there. */
  when: number;
  sql: string;
  /** The SHA-256 of its text, with LF line ends (as committed). */
  sha256: string;
};

/** The SHA-256 of a migration's text with LF line ends, so a checkout that turned them into CRLF hashes the same. */
export const migrationHash = (text: string) => createHash("sha256").update(text.replace(/\r\n/g, "\n")).digest("hex");

/**
 * Whether `hash` (as a migrator stored it in `__drizzle_migrations`) is that of `sql`: drizzle's migrator hashed the
 * file as it was on disk, so the same text checked out with CRLF line ends counts as the same.
 */
export function sameText(hash: string, lfHash: string, sql: string): boolean {
  if (hash === lfHash) return true;
  const crlf = sql.replace(/\r\n/g, "\n").replace(/\n/g, "\r\n");
  return hash === createHash("sha256").update(crlf).digest("hex");
}

/**
 * Reads the journal and every migration it names, in journal order. Throws, naming the entry, when a file is missing
 * or when two entries have the same `when`: it names an applied migration in the database, so two alike would be one
 * (that the values increase is checked by journal.test.ts; `npm run db:generate` keeps them so).
 */
export function readJournal(folder: string): JournalMigration[] {
  const journalFile = path.join(folder, "meta/_journal.json");
  if (!existsSync(journalFile)) throw new Error(`No migration journal at ${journalFile}`);
  const journal = JSON.parse(readFileSync(journalFile, "utf8")) as { entries: { idx: number; tag: string; when: number }[] };
  const migrations: JournalMigration[] = [];
  for (const { idx, tag, when } of journal.entries) {
    const file = path.join(folder, `${tag}.sql`);
    if (!existsSync(file)) throw new Error(`The migration journal names ${tag}, but ${file} is missing`);
    const same = migrations.find((m) => m.when === when);
    if (same) {
      throw new Error(
        `Migration ${tag} has the same "when" (${when}) as ${same.tag} in meta/_journal.json: give it a later one ` +
          "(npm run db:generate does)",
      );
    }
    const sql = readFileSync(file, "utf8");
    migrations.push({ idx, tag, when, sql, sha256: migrationHash(sql) });
  }
  return migrations;
}
