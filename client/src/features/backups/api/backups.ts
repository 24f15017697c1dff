import { BACKUP_TEXT, BACKUP_TYPE_LABEL, BACKUPS, type BackupFile, type BackupRecord, type RestoreAnswer } from "@contract/backups";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/components/ui/toast-store";
import { errorText } from "@/lib/api/api-error";
import { apiRequest } from "@/lib/api/request";
import { BACKUPS_KEY } from "@/shared/api/get-backups";

/** Create Backup ("Backup Failed" when it cannot be made). */
export function useCreateBackup() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<BackupRecord>("POST", "/api/backups"),
    onSuccess: () => client.invalidateQueries({ queryKey: BACKUPS_KEY }),
    onError: (e) => toast({ title: BACKUP_TEXT.backupFailed, description: errorText(e), variant: "destructive" }),
  });
}

/** Where the owner finds the state a restore replaced: named as the Restore page lists it, in this browser's time. */
export const safetyCopyNotice = (safety: BackupRecord) =>
  `What was here before is kept as “${BACKUP_TYPE_LABEL[safety.backupType]}” of ${new Date(safety.backupDate).toLocaleString()} on the Restore page, to restore if you change your mind. The page reloads in 2 seconds.`;

/** A successful restore reloads the page after 2 s (000 §4); a refused one says so and changes nothing. */
const afterRestore = {
  onSuccess: (answer: RestoreAnswer) => {
    toast({ title: "Memory Restored", description: safetyCopyNotice(answer.safety) });
    setTimeout(() => window.location.reload(), BACKUPS.reloadAfterMs);
  },
  onError: () => toast({ ...BACKUP_TEXT.restorationFailed, variant: "destructive" }),
};

export function useRestoreBackup() {
  return useMutation({ mutationFn: (id: number) => apiRequest<RestoreAnswer>("POST", `/api/backups/${id}/restore`), ...afterRestore });
}

export function useRestoreFile() {
  return useMutation({ mutationFn: (file: BackupFile) => apiRequest<RestoreAnswer>("POST", "/api/backups/restore-file", file), ...afterRestore });
}
