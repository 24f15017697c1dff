import { describeCounts, EXPORT_TEXT, type ImportReport } from "@contract/export";
import { errorText } from "@/lib/api/api-error";
import { toast } from "@/shared/ui/toast-store";

/**
 * What an import says when it ends: "Import complete" with what was added (`describeAdded` words it, given the counts
 * in words, "nothing" when nothing was), or "Import failed" with the reason.
 */
export function importToasts(describeAdded: (added: string, report: ImportReport) => string) {
  return {
    onSuccess: (report: ImportReport) =>
      toast({ title: EXPORT_TEXT.importComplete, description: describeAdded(describeCounts(report.added), report) }),
    onError: (error: unknown) => toast({ title: EXPORT_TEXT.importFailed, description: errorText(error), variant: "destructive" }),
  };
}
