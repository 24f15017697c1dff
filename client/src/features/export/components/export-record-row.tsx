import type { ExportRecord } from "@contract/export";
import { Download } from "lucide-react";
import { CountsText } from "@/shared/ui/counts-text";
import { LocalDateTime } from "@/shared/ui/local-date-time";
import { exportFileUrl, formatBytes, holdsCounts, statusText } from "../logic/describe";
import { ExportProgressBar } from "./export-progress";
import { RemoveExportButton } from "./remove-export-button";

const ROW = "flex flex-col gap-2 rounded-lg border border-night-600/70 bg-night-900/60 p-3 sm:flex-row sm:items-center sm:justify-between";
const LINK =
  "inline-flex items-center gap-1.5 rounded-lg border border-night-500 px-3 py-1.5 text-mist text-sm hover:border-gold-400/60 hover:text-gold-300";

type Props = { record: ExportRecord; onRemove: (id: number) => void; removing: boolean };

/** One export of the Archive: name, time, size, what it holds and its state; Download and Remove. */
export function ExportRecordRow({ record, onRemove, removing }: Props) {
  const building = record.status === "building";
  return (
    <li className={ROW} data-testid="export-row" data-export-id={record.id} data-status={record.status}>
      <div className="flex min-w-0 flex-1 flex-col gap-1 text-sm">
        <p className="break-all font-semibold text-gold-300">{record.name}</p>
        <p className="text-mist-dim text-xs">
          <LocalDateTime iso={record.createdAt} />
          {record.bytes !== null && ` · ${formatBytes(record.bytes)}`}
          {record.holds && (
            <>
              {" · "}
              <CountsText counts={holdsCounts(record.holds)} of={`export:${record.id}`} />
            </>
          )}{" "}
          ·{" "}
          <span className={record.status === "failed" ? "text-rose-300" : undefined} data-testid="export-status">
            {statusText(record)}
          </span>
        </p>
        {building && <ExportProgressBar progress={record.progress} label={`Building ${record.name}`} />}
        {record.status === "failed" && record.error && <p className="break-words text-rose-300 text-xs">{record.error}</p>}
      </div>
      <div className="flex shrink-0 gap-2">
        {record.status === "ready" && (
          <a href={exportFileUrl(record.id)} download aria-label={`Download ${record.name}`} className={LINK}>
            <Download className="size-4" aria-hidden /> Download
          </a>
        )}
        <RemoveExportButton record={record} onRemove={onRemove} disabled={building || removing} />
      </div>
    </li>
  );
}
