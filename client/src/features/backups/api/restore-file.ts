import type { BackupFile, RestoreAnswer } from "@contract/backups";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api/request";
import { afterRestore } from "./after-restore";

/** POST /api/backups/restore-file: a backup file the owner picked. */
export const restoreFile = (file: BackupFile) => apiRequest<RestoreAnswer>("POST", "/api/backups/restore-file", file);

export const useRestoreFile = () => useMutation({ mutationFn: restoreFile, ...afterRestore });
