import type { ExportRecord } from "@contract/export";
import { Trash2 } from "lucide-react";
import { Button } from "@/shared/ui/button";
import { ConfirmDialog } from "@/shared/ui/confirm-dialog";

type Props = { record: ExportRecord; onRemove: (id: number) => void; disabled: boolean };

/** Remove, once confirmed: the file is deleted from the Citadel (a copy already downloaded stays yours). */
export function RemoveExportButton({ record, onRemove, disabled }: Props) {
  return (
    <ConfirmDialog
      trigger={
        <Button variant="outline" disabled={disabled} className="py-1.5" aria-label={`Remove ${record.name}`}>
          <Trash2 className="size-4" aria-hidden /> Remove
        </Button>
      }
      title="Remove this export?"
      confirmLabel="Remove"
      onConfirm={() => onRemove(record.id)}
    >
      {record.name} is deleted from the Citadel. A copy you have downloaded stays yours; your conversations are not touched.
    </ConfirmDialog>
  );
}
