import { rmSync } from "node:fs";
import path from "node:path";
import { recoverInterruptedTurns } from "../../chat";
import { interruptRunning } from "../../exchanges";
import { dropAllSpaces, ensureCores, forgetTermCounts, isEmbeddingTable, markOlderConversations } from "../../memory";
import { recountMoments } from "../../personas";
import { beginGeneration } from "../../platform/db/generation";
import { readSetting, writeSetting } from "../../platform/settings";
import { withOurKeys } from "../export/bulk-data";
import type { BackupDeps } from "./backup-records";
import { LOCAL_TABLES, SECRET_SETTINGS } from "./snapshot";

type ProviderSettings = { servers?: Record<string, { key: unknown }> };

/** The tables a restore replaces: all but this installation's own, the derived ones (counts, search, vectors). */
function restoredTables(sqlite: BackupDeps["db"]["$client"]): string[] {
  return (
    sqlite
      .prepare("SELECT name FROM main.sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE 'memories_fts%'")
      .pluck()
      .all() as string[]
  ).filter((t) => !(LOCAL_TABLES as readonly string[]).includes(t) && t !== "moment_counts" && !isEmbeddingTable(t));
}

/**
 * Replaces the live data with a checked working copy's in one transaction; secrets, sessions and the list of backups
 * stay. The working copy's folder is removed.
 */
export function swapIn(deps: Pick<BackupDeps, "db" | "clock">, work: string) {
  const { db, clock } = deps;
  const sqlite = db.$client;
  const secrets = SECRET_SETTINGS.map((key) => [key, readSetting(db, key)] as const);
  const provider = readSetting<ProviderSettings>(db, "provider");
  sqlite.prepare("ATTACH DATABASE ? AS restored").run(work);
  try {
    const tables = restoredTables(sqlite);
    sqlite.transaction(() => {
      sqlite.pragma("defer_foreign_keys = ON");
      // Vectors are derived from the memories, which are others now: they go, and are embedded again in the background.
      dropAllSpaces(db);
      for (const table of tables) sqlite.prepare(`DELETE FROM main."${table}"`).run();
      for (const table of tables) {
        const columns = (sqlite.prepare(`PRAGMA main.table_info("${table}")`).all() as { name: string }[])
          .map((c) => `"${c.name}"`)
          .join(", ");
        sqlite.prepare(`INSERT INTO main."${table}" (${columns}) SELECT ${columns} FROM restored."${table}"`).run();
      }
      // A backup from before the cores were set up at start gets them now, not at the first page that reads them.
      for (const id of sqlite.prepare("SELECT id FROM personalities").pluck().all() as number[]) ensureCores(db, id);
      // Rows came in table by table (messages before their personalities, say): the counts the triggers kept are
      // not to be trusted, so they are counted again from what was restored.
      recountMoments(sqlite);
      for (const [key, value] of secrets) if (value !== undefined) writeSetting(db, clock, key, value);
      // The restored provider settings, with this installation's own keys.
      const restored = readSetting<ProviderSettings>(db, "provider");
      if (restored?.servers && provider?.servers) writeSetting(db, clock, "provider", withOurKeys(provider, restored));
      // Data from before notes began (an older release's backup): what was said then waits for the owner (issue 39).
      markOlderConversations(db, clock);
      // A reply being written meanwhile was begun on the data replaced: it writes nothing on these rows.
      beginGeneration(db);
    })();
  } finally {
    sqlite.prepare("DETACH DATABASE restored").run();
    rmSync(path.dirname(work), { recursive: true, force: true });
  }
  forgetTermCounts(db);
  // What was being written when the snapshot was taken is, in the restored world, cut off: it offers Retry / Resume.
  recoverInterruptedTurns(db);
  interruptRunning(db, clock);
}
