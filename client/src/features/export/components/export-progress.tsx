import type { ExportRecord } from "@contract/export";
import { percentOf, statusText } from "../logic/describe";

/** A bar from 0 to 100 for an export being built. */
export function ProgressBar({ progress, label }: { progress: number; label: string }) {
  const percent = percentOf(progress);
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      className="h-2 overflow-hidden rounded-full bg-night-700"
    >
      <div className="h-full rounded-full bg-gradient-to-r from-gold-400 to-nova-400 transition-[width]" style={{ width: `${percent}%` }} />
    </div>
  );
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
      <ProgressBar progress={record.status === "ready" ? 1 : record.progress} label={`Building ${record.name}`} />
      {record.status === "failed" && <p className="text-rose-300 text-sm">{record.error}</p>}
    </div>
  );
}
