import { Download, HardDrive, X } from "lucide-react";
import { useLocalModel, useLocalModelDownload } from "@/shared/api/local-model";
import { downloadLine, downloadPercent, megabytes as mb } from "@/shared/logic/download-progress";
import { Button } from "@/shared/ui/button";
import { ProgressBar } from "@/shared/ui/progress-bar";

/** Model files on this machine, and the download of the recommended one with its progress. */
export function LocalModelPanel() {
  const { data } = useLocalModel();
  const { start, cancel } = useLocalModelDownload();
  if (!data) return null;
  const { download, recommended, files } = data;

  return (
    <div className="space-y-3 rounded-xl border border-night-600 bg-night-900/60 p-4 text-sm" data-testid="local-model">
      {files.length > 0 ? (
        <ul className="space-y-1">
          {files.map((f) => (
            <li key={f.path} className="flex items-center gap-2">
              <HardDrive className="size-4 text-gold-400" aria-hidden />
              <span className="break-all">{f.name}</span>
              <span className="text-mist-dim">({mb(f.bytes)})</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-mist-dim">
          No model file yet. Download the recommended one, run <code>npm run model:download</code>, or set LOCAL_MODEL_PATH to a GGUF file
          of your own.
        </p>
      )}
      {download.state === "downloading" ? (
        <div>
          <ProgressBar label={`Downloading ${recommended.name}`} percent={downloadPercent(download)} />
          <div className="mt-2 flex items-center justify-between gap-2 text-mist-dim text-xs">
            <span>{downloadLine(download)}</span>
            <Button variant="ghost" onClick={() => cancel.mutate()} className="px-2 py-1">
              <X className="size-4" aria-hidden /> Cancel
            </Button>
          </div>
        </div>
      ) : (
        !files.some((f) => f.name === recommended.fileName) && (
          <Button variant="outline" onClick={() => start.mutate()} disabled={start.isPending}>
            <Download className="size-4" aria-hidden /> Download {recommended.name} (about {mb(recommended.approxBytes)})
          </Button>
        )
      )}
      {download.state === "failed" && (
        <p role="alert" className="text-red-300 text-xs">
          {download.error}
        </p>
      )}
    </div>
  );
}
