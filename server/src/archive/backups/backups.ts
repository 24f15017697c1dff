import type { BackupFile, BackupType } from "@contract/backups";
import { backupFile } from "./backup-file";
import { type BackupDeps, backupRow, fileOf, listBackups, removePartialSnapshots } from "./backup-records";
import { makeBackup } from "./make-backup";
import { restoreBackup, restoreBackupFile } from "./restore";

export type { BackupDeps } from "./backup-records";

/**
 * The Citadel's backups (001 §3 and §4, 000 §4): consistent snapshot files of the database in DATA_DIR/backups with
 * a record each; the newest 7 kept (and the safety copy of every restore); restores that verify first, keep a
 * safety copy, and replace the data in one transaction. The parts: the records (backup-records.ts), making one
 * (make-backup.ts), the spec's file (backup-file.ts), restoring (restore.ts: restore-copy.ts checks, swap-in.ts replaces).
 */
export function createBackups(deps: BackupDeps) {
  removePartialSnapshots(deps.dir);
  return {
    list: () => listBackups(deps.db),
    create: (type: BackupType, reason: string) => makeBackup(deps, type, reason),
    restore: (id: number) => restoreBackup(deps, id),
    file: (id: number) => backupFile(deps, id),
    restoreFile: (upload: BackupFile) => restoreBackupFile(deps, upload),
    /** Where a backup's snapshot file is (the integrity check reads memories back from it). */
    pathOf: (id: number) => fileOf(deps, backupRow(deps.db, id)),
  };
}

export type Backups = ReturnType<typeof createBackups>;
