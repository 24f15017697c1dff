import { mkdirSync } from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { type BetterSQLite3Database, drizzle } from "drizzle-orm/better-sqlite3";
import { migrate } from "drizzle-orm/better-sqlite3/migrator";
import * as sqliteVec from "sqlite-vec";
import * as schema from "./schema";

export type Db = BetterSQLite3Database<typeof schema> & { $client: Database.Database };

/**
 * The server's connection to the database file: WAL mode, full syncing, foreign keys on. It is the only one that writes
 * to the file (the backup snapshot and the health check open it read-only), so a transaction that begins by reading can
 * never find another's commit in its way when it comes to write (SQLITE_BUSY_SNAPSHOT): transactions begin deferred.
 */
function connect(file: string): Db {
  mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new Database(file);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("foreign_keys = ON");
  // Every commit reaches the disk before it is confirmed: with NORMAL, a power cut could take back messages the
  // owner already saw stored (a killed process loses nothing either way). The cost per turn is in `npm run bench`.
  sqlite.pragma("synchronous = FULL");
  sqlite.pragma("busy_timeout = 5000");
  // Vectors of memories (vec0 tables, one per embedding model) need sqlite-vec in every connection that writes.
  sqliteVec.load(sqlite);
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
