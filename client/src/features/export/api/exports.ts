import type { ExportRecord, ExportRequest } from "@contract/export";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Done } from "@contract/status";
import { apiRequest } from "@/lib/api/request";

export const EXPORTS_KEY = ["/api/exports"] as const;
export const exportKey = (id: number) => [`/api/exports/${id}`] as const;

/** How often an export being built is read again. */
export const EXPORT_POLL_MS = 300;
/** How often the Archive is read again while one of its exports is being built. */
const ARCHIVE_POLL_MS = 1000;

/** The Archive: every export made so far, newest first. */
export function useExports() {
  return useQuery<ExportRecord[]>({
    queryKey: EXPORTS_KEY,
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.some((e) => e.status === "building") ? ARCHIVE_POLL_MS : false),
  });
}

/** One export, read again until it is ready or has failed. */
export function useExportRecord(id: number | null) {
  return useQuery<ExportRecord>({
    queryKey: exportKey(id ?? 0),
    enabled: id !== null,
    refetchInterval: (query) => (query.state.data?.status === "building" ? EXPORT_POLL_MS : false),
  });
}

/** POST /api/exports: the server starts building it (202) and answers with its record. */
export function useStartExport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: ExportRequest) => apiRequest<ExportRecord>("POST", "/api/exports", request),
    onSuccess: (record) => {
      client.setQueryData(exportKey(record.id), record);
      void client.invalidateQueries({ queryKey: EXPORTS_KEY });
    },
  });
}

/** DELETE /api/exports/:id (refused while it is being built). */
export function useRemoveExport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<Done>("DELETE", `/api/exports/${id}`),
    onSettled: () => client.invalidateQueries({ queryKey: EXPORTS_KEY }),
  });
}
