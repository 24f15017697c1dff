import type { ExportRecord } from "@contract/export";
import { ProgressBar } from "@/shared/ui/progress-bar";
import { percentOf, statusText } from "../logic/describe";

/** A bar from 0 to 100 for an export being built. */
export function ExportProgressBar({ progress, label }: { progress: number; label: string }) {
  return <ProgressBar label={label} percent={percentOf(progress)} />;
}

/** The page's last export: its name, where it stands, and its bar (full once ready). */
export function JobProgress({ record }: { record: ExportRecord }) {
  return (
    <div className="flex flex-col gap-1.5" data-testid="export-job" data-status={record.status}>
      <p className="flex flex-wrap justify-between gap-x-3 text-sm">
        <span className="min-w-0 break-all text-mist">{record.name}</span>
        <span className="text-mist-dim" aria-live="polite">
          {record.status === "ready" ? "Ready, downloaded" : statusText(record)}
        </span>
      </p>
      <ExportProgressBar progress={record.status === "ready" ? 1 : record.progress} label={`Building ${record.name}`} />
      {record.status === "failed" && <p className="text-rose-300 text-sm">{record.error}</p>}
    </div>
  );
}
