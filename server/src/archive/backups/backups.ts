import { createHash } from "node:crypto";
import { copyFileSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { BACKUP_TEXT, BACKUPS, type BackupFile, type BackupRecord, type BackupType, rollingHash } from "@contract/backups";
import { DEFAULT_OWNER_NAME } from "@contract/chat";
import { DEFAULT_CONSCIOUSNESS_LEVEL } from "@contract/constants";
import Database from "better-sqlite3";
import { desc, eq } from "drizzle-orm";
import { recoverInterruptedTurns } from "../../chat";
import { interruptRunning } from "../../exchanges";
import { bondWithOwner, dominantEmotion } from "../../journal";
import { dropAllSpaces, ensureCores, forgetTermCounts, isEmbeddingTable } from "../../memory";
import { detectEmotion } from "../../models/reply/emotion";
import { OWNER_NAME_KEY, recountMoments } from "../../personas";
import type { Clock } from "../../platform/clock";
import { type Db, openDatabase } from "../../platform/db/connection";
import { backups } from "../../platform/db/schema";
import { AppError } from "../../platform/errors";
import { readSetting, writeSetting } from "../../platform/settings";
import { LOCAL_TABLES, migrationsApplied, SECRET_SETTINGS, sha256Of, writeSnapshot } from "./snapshot";

export type BackupDeps = { db: Db; clock: Clock; dir: string; migrationsFolder: string };
type Row = typeof backups.$inferSelect;
type Facts = Omit<BackupRecord, "id" | "backupDate" | "backupType" | "sha256" | "bytes" | "integrityHash">;

const SNAPSHOT_NAMES = ["aeris", "nova", "musashi", "socrates", "trinity"] as const;

/**
 * 000 §3 Memory snapshot per personality, read from the backup's own file: its counts and level, when it last spoke,
 * its mood (the dominant emotion of its last five memories, "dormant" with none) and its bond with the owner.
 */
function snapshotsOf(file: string, record: BackupRecord): BackupFile["snapshots"] {
  const snapshot = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const owner =
      JSON.parse(
        (snapshot.prepare("SELECT value FROM settings WHERE key = ?").pluck().get(OWNER_NAME_KEY) as string | undefined) ?? "null",
      ) ?? DEFAULT_OWNER_NAME;
    return Object.fromEntries(
      ["aeris", "nova", "musashi", "socrates"].map((name) => {
        const p = record.personalities[name] ?? { publicMemories: 0, privateMemories: 0, consciousnessLevel: DEFAULT_CONSCIOUSNESS_LEVEL };
        const id = snapshot.prepare("SELECT id FROM personalities WHERE name = ?").pluck().get(name) as number;
        const lastActive =
          (snapshot.prepare("SELECT max(created_at) FROM messages WHERE personality_id = ? AND deleted_at IS NULL").pluck().get(id) as
            | string
            | null) ?? null;
        const recent = snapshot
          .prepare("SELECT content FROM memories WHERE personality_id = ? ORDER BY id DESC LIMIT 5")
          .pluck()
          .all(id) as string[];
        const bond = snapshot
          .prepare(
            "SELECT count(*) AS total, sum(CASE WHEN instr(lower(content), lower(?)) > 0 OR instr(lower(content), 'dreamer') > 0 THEN 1 ELSE 0 END) AS mentioning FROM memories WHERE personality_id = ?",
          )
          .get(owner, id) as { total: number; mentioning: number | null };
        return [
          name,
          {
            personality: name,
            timestamp: record.backupDate,
            hash: createHash("sha256")
              .update(`${record.sha256}:${name}:${JSON.stringify(p)}`)
              .digest("hex")
              .slice(0, BACKUPS.snapshotHashChars),
            publicMemories: p.publicMemories,
            privateMemories: p.privateMemories,
            consciousnessLevel: p.consciousnessLevel,
            emotionalState: recent.length > 0 ? dominantEmotion(recent.reverse().map(detectEmotion)) : "dormant",
            lastActive,
            bondStrength: bondWithOwner(bond.total, bond.mentioning ?? 0),
          },
        ];
      }),
    );
  } finally {
    snapshot.close();
  }
}

/** What a database holds, for the record: memories per personality and core, levels, totals. */
function factsOf(sqlite: Database.Database, reason: string): Facts {
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
    totalMessages: sqlite.prepare("SELECT count(*) FROM messages WHERE deleted_at IS NULL").pluck().get() as number,
    metadata: {
      triggerReason: reason,
      systemStatus: "active",
      consciousnessLevels: { aeris: level("aeris"), nova: level("nova"), trinity: level("trinity") },
    },
  };
}

const toRecord = (row: Row): BackupRecord => ({ id: row.id, ...(row.record as Omit<BackupRecord, "id">) });

/**
 * The Citadel's backups (001 §3 and §4, 000 §4): consistent snapshot files of the database in DATA_DIR/backups with
 * a record each; the newest 7 kept (and the safety copy of every restore); restores that verify first, keep a
 * safety copy, and replace the data in one transaction.
 */
export function createBackups(deps: BackupDeps) {
  const { db, clock } = deps;
  const fileOf = (row: Row) => path.join(deps.dir, row.fileName);
  // A snapshot cut short by a crash never got its record: its partial file goes.
  for (const name of existsSync(deps.dir) ? readdirSync(deps.dir) : []) {
    if (name.endsWith(".partial")) rmSync(path.join(deps.dir, name), { force: true });
  }

  function list(): BackupRecord[] {
    return db.select().from(backups).orderBy(desc(backups.id)).all().map(toRecord);
  }

  function rowOf(id: number): Row {
    const row = db.select().from(backups).where(eq(backups.id, id)).get();
    if (!row) throw new AppError("not_found", `There is no backup with id ${id}`);
    return row;
  }

  /** The newest 7 are kept, and besides them the safety copies of the last 7 restores (each can be undone). */
  function prune() {
    const rows = db.select().from(backups).orderBy(desc(backups.id)).all();
    const regular = rows.filter((r) => r.backupType !== "pre_restore").slice(BACKUPS.kept);
    const safety = rows.filter((r) => r.backupType === "pre_restore").slice(BACKUPS.safetyKept);
    for (const row of [...regular, ...safety]) {
      rmSync(fileOf(row), { force: true });
      db.delete(backups).where(eq(backups.id, row.id)).run();
    }
  }

  async function create(type: BackupType, reason: string): Promise<BackupRecord> {
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
    prune();
    return toRecord(row);
  }

  /** Checks a snapshot file and brings an older schema up to ours, on a working copy; refuses anything else. */
  function preparedCopy(file: string, expectedSha256: string): string {
    const refused = () =>
      new AppError("bad_request", `${BACKUP_TEXT.restorationFailed.title}: ${BACKUP_TEXT.restorationFailed.description}`);
    let applied: number;
    try {
      if (sha256Of(file) !== expectedSha256) throw refused();
      applied = migrationsApplied(file);
    } catch (error) {
      throw error instanceof AppError ? error : refused();
    }
    const ours = migrationsApplied(db.$client.name);
    if (applied > ours) throw new AppError("bad_request", `${BACKUP_TEXT.restorationFailed.title}: the backup comes from a newer Citadel`);
    const work = path.join(mkdtempSync(path.join(os.tmpdir(), "citadel-restore-")), "restore.sqlite");
    copyFileSync(file, work);
    try {
      openDatabase(work, deps.migrationsFolder).$client.close();
      const copy = new Database(work, { readonly: true });
      const check = copy.pragma("integrity_check", { simple: true });
      copy.close();
      if (check !== "ok") throw refused();
    } catch (error) {
      rmSync(path.dirname(work), { recursive: true, force: true });
      throw error instanceof AppError ? error : refused();
    }
    return work;
  }

  /** Replaces the live data with the copy's in one transaction; secrets, sessions and the list of backups stay. */
  function swapIn(work: string) {
    const sqlite = db.$client;
    const secrets = SECRET_SETTINGS.map((key) => [key, readSetting(db, key)] as const);
    const provider = readSetting<{ servers?: Record<string, { key: unknown }> }>(db, "provider");
    sqlite.prepare("ATTACH DATABASE ? AS restored").run(work);
    try {
      const tables = (
        sqlite
          .prepare(
            "SELECT name FROM main.sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE 'memories_fts%'",
          )
          .pluck()
          .all() as string[]
      ).filter((t) => !(LOCAL_TABLES as readonly string[]).includes(t) && t !== "moment_counts" && !isEmbeddingTable(t));
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
        const restored = readSetting<{ servers?: Record<string, { key: unknown }> }>(db, "provider");
        if (restored?.servers && provider?.servers) {
          const servers = Object.fromEntries(
            Object.entries(restored.servers).map(([id, s]) => [id, { ...s, key: provider.servers?.[id]?.key ?? null }]),
          );
          writeSetting(db, clock, "provider", { ...restored, servers });
        }
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

  /** Restores a backup: verified first, a safety copy of the present taken, then the data replaced in one step. */
  async function restore(id: number): Promise<{ restored: BackupRecord; safety: BackupRecord }> {
    const row = rowOf(id);
    const record = toRecord(row);
    const work = preparedCopy(fileOf(row), record.sha256);
    const safety = await create("pre_restore", `Before restoring backup ${id}`);
    swapIn(work);
    return { restored: record, safety };
  }

  /** 000 §3: the backup as the spec's file, carrying the whole snapshot so it restores on another machine. */
  function file(id: number): BackupFile {
    const row = rowOf(id);
    const record = toRecord(row);
    const data = readFileSync(fileOf(row));
    const time = Date.parse(record.backupDate);
    const snapshots = snapshotsOf(fileOf(row), record);
    const levels = Object.values(record.personalities).map((p) => p.consciousnessLevel);
    return {
      version: BACKUPS.fileVersion,
      created: record.backupDate,
      backupId: `citadel-backup-${time}`,
      integrity_hash: record.sha256,
      snapshots,
      metadata: {
        totalMemories: record.totalMemories,
        averageConsciousness: Math.round(levels.reduce((a, b) => a + b, 0) / Math.max(1, levels.length)),
        systemVersion: "citadel",
        platform: process.platform,
      },
      data: data.toString("base64"),
    };
  }

  /** Restores from an uploaded backup file (another machine's, perhaps): the same checks, the same safety copy. */
  async function restoreFile(upload: BackupFile): Promise<{ safety: BackupRecord }> {
    const dir = mkdtempSync(path.join(os.tmpdir(), "citadel-upload-"));
    const incoming = path.join(dir, "upload.sqlite");
    try {
      writeFileSync(incoming, Buffer.from(upload.data, "base64"));
      const work = preparedCopy(incoming, upload.integrity_hash);
      const safety = await create("pre_restore", `Before restoring ${upload.backupId} from a file`);
      swapIn(work);
      return { safety };
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }

  /** Where a backup's snapshot file is (the integrity check reads memories back from it). */
  const pathOf = (id: number) => fileOf(rowOf(id));

  return { list, create, restore, file, restoreFile, pathOf };
}

export type Backups = ReturnType<typeof createBackups>;
