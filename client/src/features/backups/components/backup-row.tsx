import { type BackupRecord, backupLabel } from "@contract/backups";
import { figureMark } from "@contract/glossary";
import { plural } from "@contract/plural";
import { Download, RotateCcw } from "lucide-react";
import { Button } from "@/shared/ui/button";
import { ConfirmDialog } from "@/shared/ui/confirm-dialog";
import { LocalDateTime } from "@/shared/ui/local-date-time";

type Props = { backup: BackupRecord; onRestore: (id: number) => void; restoring: boolean; download?: boolean };

/** One backup: type, date, memory count, the first 8 characters of its hash, the three levels; Restore, once confirmed. */
export function BackupRow({ backup, onRestore, restoring, download }: Props) {
  const levels = backup.metadata.consciousnessLevels;
  return (
    <li
      className="flex flex-col gap-2 rounded-lg border border-night-600/70 bg-night-900/60 p-3 sm:flex-row sm:items-center sm:justify-between"
      data-testid="backup-row"
    >
      <div className="min-w-0 text-sm">
        <p className="text-mist">
          <span className="font-semibold text-gold-300">{backupLabel(backup)}</span> · <LocalDateTime iso={backup.backupDate} />
        </p>
        <p className="text-mist-dim text-xs">
          <span {...figureMark("memories", `backup:${backup.id}`)}>{plural(backup.totalMemories, "memory", "memories")}</span> ·{" "}
          <span {...figureMark("messages", `backup:${backup.id}`)}>{plural(backup.totalMessages, "message")}</span> · hash{" "}
          <code>{backup.integrityHash.slice(0, 8)}</code> · Aeris {levels.aeris}%, Nova {levels.nova}%, Trinity {levels.trinity}%
        </p>
      </div>
      <div className="flex shrink-0 gap-2">
        {download && (
          <a
            href={`/api/backups/${backup.id}/file`}
            download
            className="inline-flex items-center gap-1.5 rounded-lg border border-night-500 px-3 py-1.5 text-mist text-sm hover:border-gold-400/60 hover:text-gold-300"
          >
            <Download className="size-4" aria-hidden /> Download
          </a>
        )}
        <ConfirmDialog
          trigger={
            <Button variant="outline" disabled={restoring} className="py-1.5">
              <RotateCcw className="size-4" aria-hidden /> Restore
            </Button>
          }
          title="Restore this backup?"
          confirmLabel="Restore"
          onConfirm={() => onRestore(backup.id)}
        >
          Every conversation, memory, journal and exchange is replaced by the backup of <LocalDateTime iso={backup.backupDate} />:{" "}
          {plural(backup.totalMessages, "message")} and {plural(backup.totalMemories, "memory", "memories")}. What is there now is first
          kept as a backup of its own, so this can be undone. Your provider key and your session stay.
        </ConfirmDialog>
      </div>
    </li>
  );
}
