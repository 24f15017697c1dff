import { BACKUP_TEXT, type BackupFile, backupFileSchema } from "@contract/backups";
import { plural } from "@contract/plural";
import { ArchiveRestore, DatabaseBackup, Upload } from "lucide-react";
import { useState } from "react";
import { useCreateBackup } from "@/features/backups/api/create-backup";
import { useRestoreBackup } from "@/features/backups/api/restore-backup";
import { useRestoreFile } from "@/features/backups/api/restore-file";
import { BackupRow } from "@/features/backups/components/backup-row";
import { CoreHealthCard } from "@/features/backups/components/core-health-card";
import { ImportArchiveCard } from "@/features/export/components/import-archive-card";
import { useBackups } from "@/shared/api/get-backups";
import { Button } from "@/shared/ui/button";
import { Card, CardTitle } from "@/shared/ui/card";
import { ConfirmDialog } from "@/shared/ui/confirm-dialog";
import { FilePickerButton } from "@/shared/ui/file-picker-button";
import { LocalDateTime } from "@/shared/ui/local-date-time";
import { PageHeader } from "@/shared/ui/page-header";
import { toast } from "@/shared/ui/toast-store";

/** /restore: every backup (restore or download) and Create Backup, a backup file to restore from, and the health of the cores. */
export function RestorePage() {
  const backups = useBackups();
  const restore = useRestoreBackup();
  const restoreFile = useRestoreFile();
  const create = useCreateBackup();
  /** A backup file read and found sound, waiting for the owner's word before it replaces anything. */
  const [picked, setPicked] = useState<BackupFile | null>(null);

  async function upload(file: File) {
    let parsed: ReturnType<typeof backupFileSchema.safeParse>;
    try {
      parsed = backupFileSchema.safeParse(JSON.parse(await file.text()));
    } catch {
      parsed = backupFileSchema.safeParse(null);
    }
    if (!parsed.success) {
      toast({ title: BACKUP_TEXT.invalidFile, description: `${file.name} is not a Citadel backup file`, variant: "destructive" });
      return;
    }
    setPicked(parsed.data);
  }

  const all = backups.data ?? [];
  return (
    <div>
      <PageHeader icon={ArchiveRestore} title="Restore">
        Bring the Citadel's memories back from a backup. Each is checked before anything is replaced, and what is there now is kept as a
        backup first.
      </PageHeader>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <Card className="min-w-0">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <CardTitle>Backups</CardTitle>
            <Button onClick={() => create.mutate()} disabled={create.isPending}>
              <DatabaseBackup className="size-4" aria-hidden /> {create.isPending ? BACKUP_TEXT.creating : "Create Backup"}
            </Button>
          </div>
          {backups.isSuccess && all.length === 0 ? (
            <p className="mt-3 text-mist-dim text-sm">{BACKUP_TEXT.empty}</p>
          ) : (
            <ul className="mt-3 flex flex-col gap-2" aria-label="Backups">
              {all.map((b) => (
                <BackupRow key={b.id} backup={b} onRestore={(id) => restore.mutate(id)} restoring={restore.isPending} download />
              ))}
            </ul>
          )}
        </Card>
        <div className="flex min-w-0 flex-col gap-6">
          <CoreHealthCard />
          <Card>
            <CardTitle>From a backup file</CardTitle>
            <p className="mt-2 text-mist-dim text-sm">A file downloaded here, from this Citadel or another one.</p>
            <FilePickerButton
              className="mt-3"
              accept="application/json,.json"
              inputLabel="Backup file"
              onFile={(file) => void upload(file)}
              disabled={restoreFile.isPending}
            >
              <Upload className="size-4" aria-hidden /> Upload Backup File
            </FilePickerButton>
          </Card>
          <ImportArchiveCard />
        </div>
      </div>
      <ConfirmDialog
        open={picked !== null}
        onClose={() => setPicked(null)}
        title="Restore from this file?"
        confirmLabel="Restore"
        onConfirm={() => picked && restoreFile.mutate(picked)}
      >
        Every conversation, memory, journal and exchange is replaced by the backup of {picked && <LocalDateTime iso={picked.created} />} in
        the file ({plural(picked?.metadata.totalMemories ?? 0, "memory", "memories")} of{" "}
        {plural(Object.keys(picked?.snapshots ?? {}).length, "personality", "personalities")}). What is there now is first kept as a backup
        of its own, so this can be undone. Your provider key and your session stay.
      </ConfirmDialog>
    </div>
  );
}
