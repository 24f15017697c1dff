import type { ExportRecord } from "@contract/export";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { getJson } from "@/lib/api/request";

export const EXPORTS_KEY = ["/api/exports"] as const;
/** How often the Archive is read again while one of its exports is being built. */
const ARCHIVE_POLL_MS = 1000;

/** GET /api/exports: every export made so far, newest first. */
export const getExports = (signal?: AbortSignal) => getJson<ExportRecord[]>(EXPORTS_KEY[0], { signal });

export const exportsQueryOptions = queryOptions({
  queryKey: EXPORTS_KEY,
  queryFn: ({ signal }) => getExports(signal),
  staleTime: 0,
  refetchInterval: (query) => (query.state.data?.some((e) => e.status === "building") ? ARCHIVE_POLL_MS : false),
});

/** The Archive. */
export const useExports = () => useQuery(exportsQueryOptions);
