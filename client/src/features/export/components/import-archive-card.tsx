import { describeCounts, EXPORT_TEXT } from "@contract/export";
import { Upload } from "lucide-react";
import { Card, CardTitle } from "@/components/ui/card";
import { FilePickerButton } from "@/components/ui/file-picker-button";
import { toast } from "@/components/ui/toast-store";
import { errorText } from "@/lib/api/api-error";
import { useImportArchive } from "../api/import-archive";
import { ImportReportView } from "./import-report";

/** Import an archive (a bulk export or a complete archive): only what is not here yet is added, nothing replaced. */
export function ImportArchiveCard() {
  const importing = useImportArchive();

  function upload(file: File) {
    importing.mutate(file, {
      onSuccess: (report) => {
        const added = describeCounts(report.added);
        const description = added === "nothing" ? "Everything in it was already here" : `Added: ${added}`;
        toast({ title: EXPORT_TEXT.importComplete, description });
      },
      onError: (error) => toast({ title: EXPORT_TEXT.importFailed, description: errorText(error), variant: "destructive" }),
    });
  }

  return (
    <Card className="flex min-w-0 flex-col gap-3">
      <CardTitle>Import an archive</CardTitle>
      <p className="text-mist-dim text-sm">
        A bulk export or complete archive (.zip), from this Citadel or another. It is checked first; then only what is not here already is
        added, and nothing is replaced.
      </p>
      <FilePickerButton
        className="self-start"
        accept=".zip,application/zip"
        inputLabel="Archive to import"
        onFile={upload}
        disabled={importing.isPending}
      >
        <Upload className="size-4" aria-hidden /> {importing.isPending ? "Importing…" : "Choose Archive"}
      </FilePickerButton>
      {importing.data && <ImportReportView report={importing.data} />}
    </Card>
  );
}
