import { IMPORT_PATH, type ImportReport, SILLYTAVERN_IMPORT_PATH } from "@contract/export";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { postFile } from "@/lib/api/request";

/** Imports an archive; anything on any page may have changed, so every read is refreshed after it. */
export function useImportArchive() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => postFile<ImportReport>(IMPORT_PATH, file, "application/zip"),
    onSuccess: () => client.invalidateQueries(),
  });
}

/** Imports a SillyTavern chat file into a personality's chat; its local times are read with this browser's zone. */
export function useImportSillyTavern() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ file, personality }: { file: File; personality: string }) =>
      postFile<ImportReport>(
        `${SILLYTAVERN_IMPORT_PATH}?personality=${personality}&offset=${new Date().getTimezoneOffset()}`,
        file,
        "text/plain",
      ),
    onSuccess: () => client.invalidateQueries(),
  });
}
