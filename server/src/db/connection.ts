import { mkdirSync } from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { type BetterSQLite3Database, drizzle } from "drizzle-orm/better-sqlite3";
import { migrate } from "drizzle-orm/better-sqlite3/migrator";
import * as schema from "./schema";

export type Db = BetterSQLite3Database<typeof schema> & { $client: Database.Database };

/**
 * Another connection writes too (the turn writer's thread). A transaction that began by reading could then find, at its
 * first write, that the other committed meanwhile (SQLITE_BUSY_SNAPSHOT, which no timeout waits out): every transaction
 * takes the write lock as it begins, and waits its turn for it instead.
 */
function beginTransactionsImmediately(sqlite: Database.Database) {
  const transaction = sqlite.transaction.bind(sqlite);
  sqlite.transaction = ((fn: (...args: unknown[]) => unknown) => {
    const tx = transaction(fn);
    const run = tx.immediate;
    return Object.assign((...args: unknown[]) => run(...args), { default: run, deferred: run, immediate: run, exclusive: tx.exclusive, database: sqlite });
  }) as typeof sqlite.transaction;
}

/** A connection to the database file: WAL mode, full syncing, foreign keys on. */
export function connect(file: string, options: { busyTimeoutMs?: number } = {}): Db {
  mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new Database(file);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("foreign_keys = ON");
  // Every commit reaches the disk before it is confirmed: with NORMAL, a power cut could take back messages the
  // owner already saw stored (a killed process loses nothing either way). The cost per turn is in `npm run bench`.
  sqlite.pragma("synchronous = FULL");
  sqlite.pragma(`busy_timeout = ${options.busyTimeoutMs ?? 5000}`);
  beginTransactionsImmediately(sqlite);
  return drizzle(sqlite, { schema });
}

/** Opens (creating if needed) the database file and applies the committed migrations. */
export function openDatabase(file: string, migrationsFolder: string): Db {
  const db = connect(file);
  migrate(db, { migrationsFolder });
  // Gives the query planner statistics where they are missing or stale (bounded, so opening stays quick).
  db.$client.pragma("analysis_limit = 400");
  db.$client.pragma("optimize = 0x10002");
  return db;
}
