import {
  BACKUP_TEXT,
  BACKUP_TYPE_LABEL,
  type BackupFile,
  type BackupRecord,
  backupFileSchema,
  type CoreHealth,
  OWNER_BACKUP_REASON,
  type RestoreAnswer,
} from "@contract/backups";
import type { ScheduledJobStatus } from "@contract/schedule";
import { Hono } from "hono";
import type { Db } from "../../platform/db/connection";
import { AppError } from "../../platform/errors";
import { idParam } from "../../platform/http/id-param";
import type { Scheduler } from "../../platform/scheduler/scheduler";
import type { Backups } from "./backups";
import { coreHealth } from "./health";

/** The largest backup file a restore accepts (the snapshot travels inside it, as base64). */
export const BACKUP_UPLOAD_MAX_BYTES = 512 * 1024 * 1024;
export const BACKUP_UPLOAD_PATH = "/api/backups/restore-file";

/** The answer names the safety copy as /restore lists it: by its type in words and its time. */
const restored = (what: string, safety: BackupRecord): RestoreAnswer => ({
  success: true,
  message: `Restored ${what}; what was here before is kept as "${BACKUP_TYPE_LABEL.pre_restore}" of ${safety.backupDate} on the Restore page`,
  safety,
});

/** Backups (001 §2 and §4, 000 §3): the list, Create Backup, restore, and the spec's backup file. */
export function backupRoutes(deps: { db: Db; backups: Backups; schedule: Pick<Scheduler, "status"> }) {
  const app = new Hono();
  app.get("/", (c) => c.json<BackupRecord[]>(deps.backups.list()));
  app.get("/health", (c) => c.json<CoreHealth>(coreHealth(deps.db)));
  app.get("/schedule", (c) => c.json<ScheduledJobStatus[]>(deps.schedule.status()));
  app.post("/", async (c) => c.json<BackupRecord>(await deps.backups.create("manual", OWNER_BACKUP_REASON)));
  app.post("/:id/restore", idParam, async (c) => {
    const { restored: record, safety } = await deps.backups.restore(c.req.valid("param").id);
    return c.json<RestoreAnswer>(restored(`the backup of ${record.backupDate}`, safety));
  });
  app.get("/:id/file", idParam, (c) => {
    const file = deps.backups.file(c.req.valid("param").id);
    c.header("Content-Disposition", `attachment; filename="${file.backupId}.json"`);
    return c.json<BackupFile>(file);
  });
  app.post("/restore-file", async (c) => {
    const parsed = backupFileSchema.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) throw new AppError("bad_request", `${BACKUP_TEXT.invalidFile}: this is not a Citadel backup file`);
    const { safety } = await deps.backups.restoreFile(parsed.data);
    return c.json<RestoreAnswer>(restored(parsed.data.backupId, safety));
  });
  return app;
}
