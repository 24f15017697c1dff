import { MODEL_OFFER_TEXT } from "@contract/model-offer";
import { Download } from "lucide-react";
import { cn } from "@/lib/cn";
import { useApiStatus } from "@/shared/api/get-status";
import { useLocalModel, useLocalModelDownload } from "@/shared/api/local-model";
import { useSaveProviderSettings } from "@/shared/api/save-provider-settings";
import { downloadLine, downloadPercent, megabytes } from "@/shared/logic/download-progress";
import { Button } from "@/shared/ui/button";
import { ProgressBar } from "@/shared/ui/progress-bar";

/**
 * The recommended local model in one press: its size before, its progress during (the server downloads it, so leaving
 * the page does not stop it), and after, the local model answering (or one press to let it, when the owner had chosen
 * the offline engine by name).
 */
export function LocalModelOffer({ compact = false }: { compact?: boolean }) {
  const { data } = useLocalModel();
  const { start } = useLocalModelDownload();
  const status = useApiStatus();
  const save = useSaveProviderSettings();
  if (!data) return null;
  const { download, recommended, files } = data;
  const size = megabytes(recommended.approxBytes);

  if (download.state === "downloading") {
    return (
      <div className="space-y-1" data-testid="model-download-progress">
        <ProgressBar label={MODEL_OFFER_TEXT.downloading(recommended.name)} percent={downloadPercent(download)} />
        <p className="text-mist-dim text-xs">{downloadLine(download)}</p>
      </div>
    );
  }
  const downloaded = download.state === "done" || files.some((f) => f.name === recommended.fileName);
  if (downloaded) {
    return status.data?.provider === "local" ? (
      <p className="text-emerald-300 text-xs">{MODEL_OFFER_TEXT.done}</p>
    ) : (
      <Button
        variant="outline"
        onClick={() => save.mutate({ provider: "local" })}
        disabled={save.isPending}
        className={cn(compact && "px-3 py-1 text-xs")}
      >
        {MODEL_OFFER_TEXT.useLocal}
      </Button>
    );
  }
  return (
    <div className="space-y-1">
      <Button
        variant={compact ? "outline" : "primary"}
        onClick={() => start.mutate()}
        disabled={start.isPending}
        className={cn(compact && "px-3 py-1 text-xs")}
      >
        <Download className="size-4" aria-hidden />
        {compact ? MODEL_OFFER_TEXT.downloadShort(size) : MODEL_OFFER_TEXT.download(size)}
      </Button>
      {download.state === "failed" && (
        <p role="alert" className="break-words text-red-300 text-xs">
          {download.error}
        </p>
      )}
    </div>
  );
}
