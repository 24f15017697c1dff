import { CARD_IMPORT_PATH, type CardImportReport } from "@contract/cards";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { postFile } from "@/lib/api/request";
import { refreshCompanions } from "@/shared/api/get-companions";

/** POST /api/cards/import: a card file as the body; the companion it made and the report of what was used. */
export function useImportCard() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => postFile<CardImportReport>(CARD_IMPORT_PATH, file, file.type || "application/octet-stream"),
    onSuccess: () => refreshCompanions(client),
  });
}
