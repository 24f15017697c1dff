import path from "node:path";
import { BACKUP_TEXT, type BackupRecord, type BackupType, rollingHash } from "@contract/backups";
import { DEFAULT_CONSCIOUSNESS_LEVEL } from "@contract/constants";
import type Database from "better-sqlite3";
import { backups } from "../../platform/db/schema";
import { AppError } from "../../platform/errors";
import { type BackupDeps, pruneBackups, toRecord } from "./backup-records";
import { writeSnapshot } from "./snapshot";

type Facts = Omit<BackupRecord, "id" | "backupDate" | "backupType" | "sha256" | "bytes" | "integrityHash">;

const SNAPSHOT_NAMES = ["aeris", "nova", "musashi", "socrates", "trinity"] as const;

/** What a database holds, for the record: memories per personality and core, levels, totals. */
export function factsOf(sqlite: Database.Database, reason: string): Facts {
  const rows = sqlite
    .prepare(
      `SELECT p.name, p.consciousness_level AS level,
         (SELECT count(*) FROM memories m WHERE m.personality_id = p.id AND m.core = 'public') AS pub,
         (SELECT count(*) FROM memories m WHERE m.personality_id = p.id AND m.core = 'private') AS priv
       FROM personalities p`,
    )
    .all() as { name: string; level: number | null; pub: number; priv: number }[];
  const personalities = Object.fromEntries(
    rows
      .filter((r) => (SNAPSHOT_NAMES as readonly string[]).includes(r.name))
      .map((r) => [r.name, { publicMemories: r.pub, privateMemories: r.priv, consciousnessLevel: r.level ?? DEFAULT_CONSCIOUSNESS_LEVEL }]),
  );
  const level = (name: string) => personalities[name]?.consciousnessLevel ?? DEFAULT_CONSCIOUSNESS_LEVEL;
  return {
    personalities,
    totalMemories: sqlite.prepare("SELECT count(*) FROM memories").pluck().get() as number,
    // The messages as every page counts them (contract/glossary.ts): the chats' lines, kept so by moment_counts.
    totalMessages: sqlite.prepare("SELECT coalesce(sum(messages), 0) FROM moment_counts").pluck().get() as number,
    metadata: {
      triggerReason: reason,
      systemStatus: "active",
      consciousnessLevels: { aeris: level("aeris"), nova: level("nova"), trinity: level("trinity") },
    },
  };
}

/** Writes a snapshot of the database with its record (the older ones beyond those kept go). */
export async function makeBackup(deps: BackupDeps, type: BackupType, reason: string): Promise<BackupRecord> {
  const { db, clock } = deps;
  const now = clock.now();
  const fileName = `citadel-backup-${now.getTime()}-${type}.sqlite`;
  let written: { sha256: string; bytes: number };
  try {
    written = await writeSnapshot(db.$client.name, path.join(deps.dir, fileName));
  } catch (error) {
    throw new AppError("internal", `${BACKUP_TEXT.backupFailed}: ${(error as Error).message}`);
  }
  const facts = factsOf(db.$client, reason);
  const record: Omit<BackupRecord, "id"> = {
    backupDate: now.toISOString(),
    backupType: type,
    ...facts,
    integrityHash: rollingHash(JSON.stringify({ sha256: written.sha256, ...facts.personalities })),
    sha256: written.sha256,
    bytes: written.bytes,
  };
  const row = db.insert(backups).values({ backupType: type, fileName, record, createdAt: now.toISOString() }).returning().get();
  pruneBackups(deps);
  return toRecord(row);
}
