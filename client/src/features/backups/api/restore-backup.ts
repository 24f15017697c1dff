import type { RestoreAnswer } from "@contract/backups";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api/request";
import { afterRestore } from "./after-restore";

/** POST /api/backups/:id/restore: one of the listed backups. */
export const restoreBackup = (id: number) => apiRequest<RestoreAnswer>("POST", `/api/backups/${id}/restore`);

export const useRestoreBackup = () => useMutation({ mutationFn: restoreBackup, ...afterRestore });
