import { BACKUP_TEXT, type BackupRecord } from "@contract/backups";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { errorText } from "@/lib/api/api-error";
import { apiRequest } from "@/lib/api/request";
import { BACKUPS_KEY } from "@/shared/api/get-backups";
import { toast } from "@/shared/ui/toast-store";

/** POST /api/backups: Create Backup. */
export const createBackup = () => apiRequest<BackupRecord>("POST", "/api/backups");

/** "Backup Failed" when it cannot be made. */
export function useCreateBackup() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createBackup,
    onSuccess: () => client.invalidateQueries({ queryKey: BACKUPS_KEY }),
    onError: (e) => toast({ title: BACKUP_TEXT.backupFailed, description: errorText(e), variant: "destructive" }),
  });
}
