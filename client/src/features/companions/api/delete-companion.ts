import type { DeleteCompanionResponse } from "@contract/companions";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api/request";
import { BACKUPS_KEY } from "@/shared/api/get-backups";
import { refreshCompanions } from "@/shared/api/get-companions";

/** DELETE /api/companions/{slug}: asked first; the server keeps a backup before anything goes. */
export function useDeleteCompanion(slug: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<DeleteCompanionResponse>("DELETE", `/api/companions/${slug}`, { confirm: true }),
    // Not waited for: the page that showed it moves on first (its list would otherwise lose it under the page).
    onSuccess: () => {
      void refreshCompanions(client);
      void client.invalidateQueries({ queryKey: BACKUPS_KEY });
    },
  });
}
