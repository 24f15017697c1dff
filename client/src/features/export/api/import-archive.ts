import { IMPORT_PATH, type ImportReport, SILLYTAVERN_IMPORT_PATH } from "@contract/export";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ApiError } from "@/lib/api-client";

/** Posts a file as the body itself (the JSON helper would not carry it); answers the import's report. */
async function postFile(url: string, file: File, contentType: string): Promise<ImportReport> {
  const res = await fetch(url, { method: "POST", headers: { "Content-Type": contentType }, body: file, credentials: "include" });
  if (!res.ok) throw new ApiError(res.status, await res.text(), res.statusText);
  return (await res.json()) as ImportReport;
}

/** Imports an archive; anything on any page may have changed, so every read is refreshed after it. */
export function useImportArchive() {
  const client = useQueryClient();
  return useMutation({ mutationFn: (file: File) => postFile(IMPORT_PATH, file, "application/zip"), onSuccess: () => client.invalidateQueries() });
}

/** Imports a SillyTavern chat file into a personality's chat; its local times are read with this browser's zone. */
export function useImportSillyTavern() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ file, personality }: { file: File; personality: string }) =>
      postFile(`${SILLYTAVERN_IMPORT_PATH}?personality=${personality}&offset=${new Date().getTimezoneOffset()}`, file, "text/plain"),
    onSuccess: () => client.invalidateQueries(),
  });
}
