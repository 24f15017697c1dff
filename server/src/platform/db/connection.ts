import { mkdirSync } from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { type BetterSQLite3Database, drizzle } from "drizzle-orm/better-sqlite3";
import * as sqliteVec from "sqlite-vec";
import { APP_VERSION } from "../app-version";
import { readJournal } from "./journal";
import { applyPlan, planMigrations, readApplied } from "./migrate";
import * as schema from "./schema";

export type Db = BetterSQLite3Database<typeof schema> & { $client: Database.Database };

/**
 * The server's connection to the database file: WAL mode, full syncing, foreign keys on. It is the only one that writes
 * to the file (the backup snapshot and the health check open it read-only), so a transaction that begins by reading can
 * never find another's commit in its way when it comes to write (SQLITE_BUSY_SNAPSHOT): transactions begin deferred.
 */
function configure(sqlite: Database.Database) {
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("foreign_keys = ON");
  // Every commit reaches the disk before it is confirmed: with NORMAL, a power cut could take back messages the
  // owner already saw stored (a killed process loses nothing either way). The cost per turn is in `npm run bench`.
  sqlite.pragma("synchronous = FULL");
  sqlite.pragma("busy_timeout = 5000");
  // Vectors of memories (vec0 tables, one per embedding model) need sqlite-vec in every connection that writes.
  sqliteVec.load(sqlite);
}

export type OpenOptions = {
  /** The version opening the file (this Citadel's by default; a test plays an older one). */
  version?: string;
  /** Where to tell what an upgrade did (the server's log; nothing by default). */
  log?: (line: string) => void;
};

/**
 * Opens (creating if needed) the database file and brings it up to date: every migration of the journal it has not
 * applied, by name and in order (docs/ARCHITECTURE.md, "Migrations and versions"), and the version recorded. A file
 * last opened by a newer Citadel, or holding migrations this one does not know, is refused (DatabaseRefused, saying
 * which) before anything is written to it.
 */
export function openDatabase(file: string, migrationsFolder: string, options: OpenOptions = {}): Db {
  const version = options.version ?? APP_VERSION;
  const journal = readJournal(migrationsFolder);
  mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new Database(file);
  try {
    const { rows, stamp } = readApplied(sqlite);
    const plan = planMigrations(journal, rows, stamp, version);
    configure(sqlite);
    for (const line of applyPlan(sqlite, plan, version)) options.log?.(line);
  } catch (error) {
    sqlite.close();
    throw error;
  }
  // Gives the query planner statistics where they are missing or stale (bounded, so opening stays quick).
  sqlite.pragma("analysis_limit = 400");
  sqlite.pragma("optimize = 0x10002");
  return drizzle(sqlite, { schema });
}
