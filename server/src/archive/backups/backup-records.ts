import { existsSync, readdirSync, rmSync } from "node:fs";
import path from "node:path";
import { BACKUPS, type BackupRecord } from "@contract/backups";
import { desc, eq } from "drizzle-orm";
import type { Clock } from "../../platform/clock";
import type { Db } from "../../platform/db/connection";
import { backups } from "../../platform/db/schema";
import { AppError } from "../../platform/errors";

export type BackupDeps = { db: Db; clock: Clock; dir: string; migrationsFolder: string };
export type BackupRow = typeof backups.$inferSelect;

export const toRecord = (row: BackupRow): BackupRecord => ({ id: row.id, ...(row.record as Omit<BackupRecord, "id">) });

/** Where a backup's snapshot file is. */
export const fileOf = (deps: Pick<BackupDeps, "dir">, row: BackupRow) => path.join(deps.dir, row.fileName);

/** A snapshot cut short by a crash never got its record: its partial file goes. */
export function removePartialSnapshots(dir: string) {
  for (const name of existsSync(dir) ? readdirSync(dir) : []) {
    if (name.endsWith(".partial")) rmSync(path.join(dir, name), { force: true });
  }
}

/** Every backup's record, the newest first. */
export const listBackups = (db: Db): BackupRecord[] => db.select().from(backups).orderBy(desc(backups.id)).all().map(toRecord);

export function backupRow(db: Db, id: number): BackupRow {
  const row = db.select().from(backups).where(eq(backups.id, id)).get();
  if (!row) throw new AppError("not_found", `There is no backup with id ${id}`);
  return row;
}

/** The newest 7 are kept, and besides them the safety copies of the last 7 restores (each can be undone). */
export function pruneBackups(deps: Pick<BackupDeps, "db" | "dir">) {
  const { db } = deps;
  const rows = db.select().from(backups).orderBy(desc(backups.id)).all();
  const regular = rows.filter((r) => r.backupType !== "pre_restore").slice(BACKUPS.kept);
  const safety = rows.filter((r) => r.backupType === "pre_restore").slice(BACKUPS.safetyKept);
  for (const row of [...regular, ...safety]) {
    rmSync(fileOf(deps, row), { force: true });
    db.delete(backups).where(eq(backups.id, row.id)).run();
  }
}
