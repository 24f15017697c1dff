import type { Done } from "@contract/status";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api/request";
import { EXPORTS_KEY } from "./get-exports";

/** DELETE /api/exports/:id (refused while it is being built). */
export const removeExport = (id: number) => apiRequest<Done>("DELETE", `/api/exports/${id}`);

export function useRemoveExport() {
  const client = useQueryClient();
  return useMutation({ mutationFn: removeExport, onSettled: () => client.invalidateQueries({ queryKey: EXPORTS_KEY }) });
}
