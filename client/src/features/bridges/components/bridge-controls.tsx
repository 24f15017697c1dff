import type { BridgeAction, BridgeKind, BridgeState, GuardianState } from "@contract/exchanges";
import { EXCHANGE_TEXT } from "@contract/exchanges";
import { Download, Eye, EyeOff, Pause, Play, RefreshCw, Square, Trash2 } from "lucide-react";
import { downloadText, fileDate } from "@/lib/download-text";
import { Button } from "@/shared/ui/button";
import { toast } from "@/shared/ui/toast-store";
import { type ControlAnswer, useBridgeControl } from "../api/bridge-control";
import { failureToast } from "../logic/failure-toast";

type Props = { kind: BridgeKind; state: BridgeState | GuardianState | undefined; onRefresh?: () => void };

const connectionText = (kind: BridgeKind, action: string) =>
  kind === "trinity" ? EXCHANGE_TEXT.connection.trinityControl(action) : EXCHANGE_TEXT.connection.guardianControl(action);

/** Pause, Resume, Stop, Clear, supervision, Export (and Refresh on the Trinity Bridge): spec 001 §2. */
export function BridgeControls({ kind, state, onRefresh }: Props) {
  const control = useBridgeControl(kind);
  const run = (action: BridgeAction, body?: unknown, done?: (answer: ControlAnswer) => void) =>
    control.mutate(
      { action, body },
      {
        onSuccess: (answer) => (done ? done(answer) : toast({ title: answer.message })),
        onError: (error) => toast(failureToast(error, EXCHANGE_TEXT.controlFailed, connectionText(kind, action))),
      },
    );
  const exportConversation = () =>
    run("export", undefined, (answer) => {
      if ("conversation" in answer) downloadText(`trinity-bridge-${fileDate()}.txt`, answer.conversation);
      else if ("export" in answer)
        downloadText(`guardian-bridge-${fileDate()}.json`, JSON.stringify(answer.export, null, 2), "application/json");
      toast({ title: "Downloaded", description: answer.message });
    });

  const status = state?.status;
  const canResume = status === "paused" || status === "interrupted" || status === "failed" || status === "stopped";
  const supervised = state?.supervisionEnabled ?? true;
  const busy = control.isPending;
  return (
    <fieldset className="flex flex-wrap gap-2" aria-label="Exchange controls">
      <Button variant="outline" onClick={() => run("pause")} disabled={busy || status !== "running"}>
        <Pause className="size-4" aria-hidden /> Pause
      </Button>
      <Button variant="outline" onClick={() => run("resume")} disabled={busy || !canResume}>
        <Play className="size-4" aria-hidden /> Resume
      </Button>
      <Button variant="outline" onClick={() => run("stop")} disabled={busy || status !== "running"}>
        <Square className="size-4" aria-hidden /> Stop
      </Button>
      <Button variant="outline" onClick={() => run("clear")} disabled={busy || !state?.exchangeId}>
        <Trash2 className="size-4" aria-hidden /> Clear
      </Button>
      <Button variant="outline" aria-pressed={supervised} onClick={() => run("supervision", { enabled: !supervised })} disabled={busy}>
        {supervised ? <Eye className="size-4" aria-hidden /> : <EyeOff className="size-4" aria-hidden />}
        {supervised ? "Supervised" : "Unsupervised"}
      </Button>
      <Button variant="outline" onClick={exportConversation} disabled={busy || !state?.conversation.length}>
        <Download className="size-4" aria-hidden /> Export
      </Button>
      {onRefresh && (
        <Button variant="ghost" onClick={onRefresh}>
          <RefreshCw className="size-4" aria-hidden /> Refresh
        </Button>
      )}
    </fieldset>
  );
}
