import type { ImportReport } from "@contract/export";
import { CountsText } from "@/shared/ui/counts-text";

/** What an import added, what it skipped as already here, and what it could not read. */
export function ImportReportView({ report }: { report: ImportReport }) {
  return (
    <div className="flex flex-col gap-1 rounded-lg bg-night-900/60 p-3 text-sm" data-testid="import-report" aria-live="polite">
      <p>
        <span className="font-semibold text-gold-300">Added:</span>{" "}
        <span data-testid="import-added">
          <CountsText counts={report.added} of="import-added" />
        </span>
      </p>
      <p>
        <span className="font-semibold text-gold-300">Already here:</span>{" "}
        <span data-testid="import-skipped">
          <CountsText counts={report.skipped} of="import-skipped" />
        </span>
      </p>
      {report.problems.length > 0 && (
        <div>
          <p className="font-semibold text-rose-300">Could not be read:</p>
          <ul className="list-disc pl-5 text-mist-dim" aria-label="Import problems">
            {report.problems.map((p) => (
              <li key={p} className="break-words">
                {p}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
