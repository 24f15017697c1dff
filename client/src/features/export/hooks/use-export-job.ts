import { EXPORT_TEXT, type ExportRecord, type ExportRequest } from "@contract/export";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { errorText } from "@/lib/api/api-error";
import { toast } from "@/shared/ui/toast-store";
import { useExportRecord } from "../api/get-export-record";
import { EXPORTS_KEY } from "../api/get-exports";
import { useStartExport } from "../api/start-export";
import { exportFileUrl } from "../logic/describe";
import { downloadFile } from "../logic/download";

/** Says once how an export ended: downloaded with "Export Complete", or "Export Failed" with the server's reason. */
function useAnnounceEnd(record: ExportRecord | undefined) {
  const client = useQueryClient();
  const announced = useRef<number | null>(null);
  useEffect(() => {
    if (!record || record.status === "building" || announced.current === record.id) return;
    announced.current = record.id;
    void client.invalidateQueries({ queryKey: EXPORTS_KEY });
    if (record.status === "ready") {
      downloadFile(exportFileUrl(record.id));
      toast({ title: EXPORT_TEXT.complete, description: record.name });
    } else {
      toast({ title: EXPORT_TEXT.failed, description: record.error ?? "The export could not be built", variant: "destructive" });
    }
  }, [record, client]);
}

/** The export this page started last: asked for, followed while the server builds it, then downloaded. */
export function useExportJob() {
  const [id, setId] = useState<number | null>(null);
  const start = useStartExport();
  const { data: record } = useExportRecord(id);
  useAnnounceEnd(record);
  return {
    record,
    busy: start.isPending || record?.status === "building",
    start: (request: ExportRequest) =>
      start.mutate(request, {
        onSuccess: (started) => setId(started.id),
        onError: (error) => toast({ title: EXPORT_TEXT.failed, description: errorText(error), variant: "destructive" }),
      }),
  };
}

export type ExportJob = ReturnType<typeof useExportJob>;
