import type { ExportRecord, ExportRequest } from "@contract/export";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api/request";
import { exportKey } from "./get-export-record";
import { EXPORTS_KEY } from "./get-exports";

/** POST /api/exports: the server starts building it (202) and answers with its record. */
export const startExport = (request: ExportRequest) => apiRequest<ExportRecord>("POST", "/api/exports", request);

export function useStartExport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: startExport,
    onSuccess: (record) => {
      client.setQueryData(exportKey(record.id), record);
      void client.invalidateQueries({ queryKey: EXPORTS_KEY });
    },
  });
}
