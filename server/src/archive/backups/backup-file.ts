import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { BACKUPS, type BackupFile, type BackupRecord } from "@contract/backups";
import { DEFAULT_OWNER_NAME } from "@contract/chat";
import { DEFAULT_CONSCIOUSNESS_LEVEL } from "@contract/constants";
import Database from "better-sqlite3";
import { bondWithOwner, dominantEmotion } from "../../journal";
import { detectEmotion } from "../../models/reply/emotion";
import { OWNER_NAME_KEY } from "../../personas";
import { type BackupDeps, backupRow, fileOf, toRecord } from "./backup-records";

/**
 * 000 §3 Memory snapshot per personality, read from the backup's own file: its counts and level, when it last spoke,
 * its mood (the dominant emotion of its last five memories, "dormant" with none) and its bond with the owner.
 */
export function snapshotsOf(file: string, record: BackupRecord): BackupFile["snapshots"] {
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

/** 000 §3: the backup as the spec's file, carrying the whole snapshot so it restores on another machine. */
export function backupFile(deps: Pick<BackupDeps, "db" | "dir">, id: number): BackupFile {
  const row = backupRow(deps.db, id);
  const record = toRecord(row);
  const data = readFileSync(fileOf(deps, row));
  const time = Date.parse(record.backupDate);
  const snapshots = snapshotsOf(fileOf(deps, row), record);
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
