import type { ImportReport } from "@contract/export";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api/request";

/** POST /api/legacy-import: the old app's entries moved to the server. Everything the pages show may change. */
export function useMoveIn() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (entries: Record<string, string>) => apiRequest<ImportReport>("POST", "/api/legacy-import", { entries }),
    onSuccess: () => client.invalidateQueries(),
  });
}
