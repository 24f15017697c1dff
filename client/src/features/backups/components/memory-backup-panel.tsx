import { BACKUP_TEXT, BACKUPS } from "@contract/backups";
import { DatabaseBackup } from "lucide-react";
import { useBackups } from "@/shared/api/get-backups";
import { Button } from "@/shared/ui/button";
import { Card, CardTitle } from "@/shared/ui/card";
import { useCreateBackup } from "../api/create-backup";
import { useRestoreBackup } from "../api/restore-backup";
import { BackupRow } from "./backup-row";

/** The journal's Memory Backup panel (001 §2): the count, Create Backup, the last five, Restore. */
export function MemoryBackupPanel() {
  const backups = useBackups();
  const create = useCreateBackup();
  const restore = useRestoreBackup();
  const all = backups.data ?? [];
  return (
    <Card>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <CardTitle>Memory Backup</CardTitle>
        <span className="text-mist-dim text-sm" data-testid="backup-count">
          {all.length} {all.length === 1 ? "backup" : "backups"}
        </span>
      </div>
      <Button className="mt-3" onClick={() => create.mutate()} disabled={create.isPending}>
        <DatabaseBackup className="size-4" aria-hidden /> {create.isPending ? BACKUP_TEXT.creating : "Create Backup"}
      </Button>
      {backups.isSuccess && all.length === 0 ? (
        <p className="mt-3 text-mist-dim text-sm">{BACKUP_TEXT.empty}</p>
      ) : (
        <ul className="mt-3 flex flex-col gap-2" aria-label="Recent backups">
          {all.slice(0, BACKUPS.shown).map((b) => (
            <BackupRow key={b.id} backup={b} onRestore={(id) => restore.mutate(id)} restoring={restore.isPending} />
          ))}
        </ul>
      )}
    </Card>
  );
}
