import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { BackupFile, BackupRecord } from "@contract/backups";
import { type BackupDeps, backupRow, fileOf, toRecord } from "./backup-records";
import { makeBackup } from "./make-backup";
import { preparedCopy } from "./restore-copy";
import { swapIn } from "./swap-in";

/** Restores a backup: verified first, a safety copy of the present taken, then the data replaced in one step. */
export async function restoreBackup(deps: BackupDeps, id: number): Promise<{ restored: BackupRecord; safety: BackupRecord }> {
  const row = backupRow(deps.db, id);
  const record = toRecord(row);
  const work = preparedCopy(deps, fileOf(deps, row), record.sha256);
  const safety = await makeBackup(deps, "pre_restore", `Before restoring backup ${id}`);
  swapIn(deps, work);
  return { restored: record, safety };
}

/** Restores from an uploaded backup file (another machine's, perhaps): the same checks, the same safety copy. */
export async function restoreBackupFile(deps: BackupDeps, upload: BackupFile): Promise<{ safety: BackupRecord }> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "citadel-upload-"));
  const incoming = path.join(dir, "upload.sqlite");
  try {
    writeFileSync(incoming, Buffer.from(upload.data, "base64"));
    const work = preparedCopy(deps, incoming, upload.integrity_hash);
    const safety = await makeBackup(deps, "pre_restore", `Before restoring ${upload.backupId} from a file`);
    swapIn(deps, work);
    return { safety };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
