import { Upload } from "lucide-react";
import { Card, CardTitle } from "@/shared/ui/card";
import { useImportArchive } from "../api/import-archive";
import { importToasts } from "../logic/import-toasts";
import { ImportFileButton } from "./import-file-button";
import { ImportReportView } from "./import-report";

/** Import an archive (a bulk export or a complete archive): only what is not here yet is added, nothing replaced. */
export function ImportArchiveCard() {
  const importing = useImportArchive();

  function upload(file: File) {
    importing.mutate(
      file,
      importToasts((added) => (added === "nothing" ? "Everything in it was already here" : `Added: ${added}`)),
    );
  }

  return (
    <Card className="flex min-w-0 flex-col gap-3">
      <CardTitle>Import an archive</CardTitle>
      <p className="text-mist-dim text-sm">
        A bulk export or complete archive (.zip), from this Citadel or another. It is checked first; then only what is not here already is
        added, and nothing is replaced.
      </p>
      <ImportFileButton
        className="self-start"
        accept=".zip,application/zip"
        inputLabel="Archive to import"
        icon={Upload}
        label="Choose Archive"
        pending={importing.isPending}
        onFile={upload}
      />
      {importing.data && <ImportReportView report={importing.data} />}
    </Card>
  );
}
