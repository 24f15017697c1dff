import { errorText } from "@/lib/api/api-error";
import { Card, CardTitle } from "@/shared/ui/card";
import { LoadFailed } from "@/shared/ui/load-failed";
import { toast } from "@/shared/ui/toast-store";
import { useExports } from "../api/get-exports";
import { useRemoveExport } from "../api/remove-export";
import { ExportRecordRow } from "./export-record-row";

/** Archive: every export made so far, to download again or remove. */
export function ArchiveTab() {
  const exports = useExports();
  const remove = useRemoveExport();
  const onRemove = (id: number) =>
    remove.mutate(id, {
      onSuccess: () => toast({ title: "Export Removed" }),
      onError: (e) => toast({ title: "Not Removed", description: errorText(e), variant: "destructive" }),
    });

  if (exports.isError) return <LoadFailed what="The Archive" onRetry={() => void exports.refetch()} busy={exports.isFetching} />;
  const all = exports.data ?? [];
  return (
    <Card className="flex flex-col gap-3">
      <CardTitle>Exports made so far</CardTitle>
      {exports.isPending ? (
        <p className="text-mist-dim text-sm">Opening the Archive…</p>
      ) : all.length === 0 ? (
        <p className="text-mist-dim text-sm">
          No exports yet. Export conversations, or everything at once, and each is kept here to download again.
        </p>
      ) : (
        <ul className="flex flex-col gap-2" aria-label="Exports">
          {all.map((record) => (
            <ExportRecordRow key={record.id} record={record} onRemove={onRemove} removing={remove.isPending} />
          ))}
        </ul>
      )}
    </Card>
  );
}
