import { copyFileSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { BACKUP_TEXT } from "@contract/backups";
import Database from "better-sqlite3";
import { openDatabase } from "../../platform/db/connection";
import { DatabaseRefused } from "../../platform/db/database-refused";
import { AppError } from "../../platform/errors";
import type { BackupDeps } from "./backup-records";
import { migrationsApplied, sha256Of } from "./snapshot";

/**
 * Checks a snapshot file and brings an older schema up to ours, on a working copy (in a folder of its own, which the
 * caller removes); refuses a file whose hash differs, one from a newer Citadel, and one that is not sound.
 */
export function preparedCopy(deps: Pick<BackupDeps, "db" | "migrationsFolder">, file: string, expectedSha256: string): string {
  const refused = () => new AppError("bad_request", `${BACKUP_TEXT.restorationFailed.title}: ${BACKUP_TEXT.restorationFailed.description}`);
  let applied: number;
  try {
    if (sha256Of(file) !== expectedSha256) throw refused();
    applied = migrationsApplied(file);
  } catch (error) {
    throw error instanceof AppError ? error : refused();
  }
  const ours = migrationsApplied(deps.db.$client.name);
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
    // A snapshot a newer Citadel wrote (its version recorded), or one with migrations this one does not know: said so.
    if (error instanceof DatabaseRefused) throw new AppError("bad_request", `${BACKUP_TEXT.restorationFailed.title}: ${error.message}`);
    throw error instanceof AppError ? error : refused();
  }
  return work;
}
