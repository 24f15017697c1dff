import { IMPORT_PATH, type ImportReport } from "@contract/export";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ApiError } from "@/lib/api-client";

/** POST /api/imports with the archive itself as the body (the JSON helper would not carry a file). */
async function postArchive(file: File): Promise<ImportReport> {
  const res = await fetch(IMPORT_PATH, {
    method: "POST",
    headers: { "Content-Type": "application/zip" },
    body: file,
    credentials: "include",
  });
  if (!res.ok) throw new ApiError(res.status, await res.text(), res.statusText);
  return (await res.json()) as ImportReport;
}

/** Imports an archive; anything on any page may have changed, so every read is refreshed after it. */
export function useImportArchive() {
  const client = useQueryClient();
  return useMutation({ mutationFn: postArchive, onSuccess: () => client.invalidateQueries() });
}
