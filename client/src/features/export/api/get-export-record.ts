import type { ExportRecord } from "@contract/export";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { getJson } from "@/lib/api/request";

export const exportKey = (id: number) => [`/api/exports/${id}`] as const;
/** How often an export being built is read again. */
export const EXPORT_POLL_MS = 300;

/** GET /api/exports/:id: one export's record. */
export const getExportRecord = (id: number, signal?: AbortSignal) => getJson<ExportRecord>(exportKey(id)[0], { signal });

export const exportRecordQueryOptions = (id: number | null) =>
  queryOptions({
    queryKey: exportKey(id ?? 0),
    queryFn: ({ signal }) => getExportRecord(id ?? 0, signal),
    enabled: id !== null,
    refetchInterval: (query) => (query.state.data?.status === "building" ? EXPORT_POLL_MS : false),
  });

/** One export, read again until it is ready or has failed. */
export const useExportRecord = (id: number | null) => useQuery(exportRecordQueryOptions(id));
