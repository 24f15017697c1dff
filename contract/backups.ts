import { z } from "zod";

/** 001 §3 Backup record types, and the safety copy a restore takes first. */
export const BACKUP_TYPES = ["daily", "manual", "scheduled", "corruption_detected", "pre_restore"] as const;
export type BackupType = (typeof BACKUP_TYPES)[number];
/** Each type in the owner's words, wherever a backup is shown or named. */
export const BACKUP_TYPE_LABEL: Record<BackupType, string> = {
  daily: "Daily",
  manual: "Manual",
  scheduled: "Scheduled",
  corruption_detected: "Corruption detected",
  pre_restore: "Before a restore",
};

/** The reason a backup the owner asked for carries; other manual backups are safety copies taken before a deletion. */
export const OWNER_BACKUP_REASON = "Created by the owner";

/**
 * A backup in the owner's words: its type, except a manual backup taken before a deletion or a clearing, which is
 * named for what it is ("Before deleting Tomas").
 */
export function backupLabel(backup: { backupType: BackupType; metadata: { triggerReason: string } }): string {
  const reason = backup.metadata.triggerReason;
  if (backup.backupType === "manual" && reason.startsWith("Before ")) return reason;
  return BACKUP_TYPE_LABEL[backup.backupType];
}

/**
 * 001 §9: seven backups kept, and besides them the safety copies of the last seven restores (each of those restores
 * can be undone; the disk does not fill with copies); the last five shown on the journal; the restore reloads the
 * page after 2 s (000 §9).
 */
export const BACKUPS = { kept: 7, safetyKept: 7, shown: 5, reloadAfterMs: 2000, fileVersion: "1.0.0", snapshotHashChars: 16 } as const;

/** 001 §2, §8 and 000 §8: the backup texts, word for word. */
export const BACKUP_TEXT = {
  empty: "No backups created yet. System will automatically create daily backups.",
  creating: "Creating...",
  backupFailed: "Backup Failed",
  invalidFile: "Invalid Backup File",
  restorationFailed: { title: "Restoration Failed", description: "Could not restore from backup. Integrity check failed." },
} as const;

export const backupRecordSchema = z.object({
  id: z.number(),
  backupDate: z.string(),
  backupType: z.enum(BACKUP_TYPES),
  /** Per personality: memories in each core and the consciousness level. */
  personalities: z.record(
    z.string(),
    z.object({ publicMemories: z.number(), privateMemories: z.number(), consciousnessLevel: z.number() }),
  ),
  totalMemories: z.number(),
  totalMessages: z.number(),
  /** The spec's 32-bit rolling hash, in hexadecimal (the list shows its first 8 characters). */
  integrityHash: z.string(),
  /** SHA-256 of the backup's content, checked before every restore. */
  sha256: z.string(),
  bytes: z.number(),
  metadata: z.object({
    triggerReason: z.string(),
    systemStatus: z.literal("active"),
    consciousnessLevels: z.object({ aeris: z.number(), nova: z.number(), trinity: z.number() }),
  }),
});
export type BackupRecord = z.infer<typeof backupRecordSchema>;

/** A restore's answer: what was restored, and the safety copy of what was there before (listed on /restore). */
export const restoreAnswerSchema = z.object({ success: z.literal(true), message: z.string(), safety: backupRecordSchema });
export type RestoreAnswer = z.infer<typeof restoreAnswerSchema>;

/** 000 §3 Backup: the downloadable file, in the spec's shape, carrying the whole snapshot (`data`, base64). */
export const backupFileSchema = z.object({
  version: z.literal(BACKUPS.fileVersion),
  created: z.string(),
  backupId: z.string().regex(/^citadel-backup-\d+$/),
  integrity_hash: z.string().regex(/^[0-9a-f]{64}$/),
  snapshots: z.record(
    z.string(),
    z.object({
      personality: z.string(),
      timestamp: z.string(),
      hash: z.string(),
      publicMemories: z.number(),
      privateMemories: z.number(),
      consciousnessLevel: z.number(),
      emotionalState: z.string(),
      lastActive: z.string().nullable(),
      bondStrength: z.number(),
    }),
  ),
  metadata: z.object({ totalMemories: z.number(), averageConsciousness: z.number(), systemVersion: z.string(), platform: z.string() }),
  data: z.string(),
});
export type BackupFile = z.infer<typeof backupFileSchema>;

/** 001 §9: the spec's 32-bit rolling hash (hash * 31 + code, kept to 32 bits), as 8 hexadecimal digits. */
export function rollingHash(text: string): string {
  let hash = 0;
  for (let i = 0; i < text.length; i++) hash = (Math.imul(hash, 31) + text.charCodeAt(i)) | 0;
  return (hash >>> 0).toString(16).padStart(8, "0");
}

/** 000 §4: the health of a personality's memory core, the Trinity bond, and the whole. */
export const CORE_STATUSES = ["HEALTHY", "RESTORED", "FAILED"] as const;
/** 000 §4: the Trinity bond is ACTIVE with at least this many items (counted up to TRINITY_BOND_COUNT_MAX). */
export const TRINITY_BOND_MIN_ITEMS = 3;
export const TRINITY_BOND_COUNT_MAX = 10;

export const coreHealthSchema = z.object({
  cores: z.array(z.object({ name: z.string(), status: z.enum(CORE_STATUSES), items: z.number() })),
  trinityBond: z.object({ status: z.enum(["ACTIVE", "WEAK"]), items: z.number() }),
  overall: z.enum(["HEALTHY", "RECOVERED"]),
});
export type CoreHealth = z.infer<typeof coreHealthSchema>;
