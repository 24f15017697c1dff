import { PROVIDER_LABELS } from "@contract/provider";
import { type ApiStatus, MODEL_STATUS_TEXT } from "@contract/status";
import { TEXT } from "@contract/texts";
import { Wifi, WifiOff } from "lucide-react";
import { cn } from "@/lib/cn";
import { useApiStatus } from "@/shared/api/get-status";
import { OfflineOffer } from "@/shared/models/offline-offer";
import { OfflineEngineLine } from "./offline-engine-line";

type CardState = "checking" | "connected" | "degraded" | "error";

const HEADLINE: Record<CardState, string> = {
  checking: TEXT.checkingConnection,
  connected: TEXT.cathedralOnline,
  degraded: MODEL_STATUS_TEXT.notAnswering,
  error: TEXT.connectionError,
};

/**
 * Checking (yellow) until the first status answer, then "Cathedral Online" (green) or "Connection Error" (red); amber
 * when the Citadel answers but its model does not (a failed reply, a failed test, settings that cannot answer).
 */
export function ConnectionCard() {
  const status = useApiStatus();
  const state: CardState = status.isPending ? "checking" : status.isError ? "error" : status.data.problem ? "degraded" : "connected";

  return (
    <section
      aria-label="Connection"
      data-testid="connection-card"
      data-state={state}
      className="rounded-xl border border-night-600 bg-night-850/80 p-4"
    >
      <div className="flex items-center gap-2">
        <span
          className={cn(
            "size-2.5 rounded-full",
            state === "checking" && "animate-pulse bg-yellow-400",
            state === "connected" && "bg-emerald-400 shadow-[0_0_8px_#34d399]",
            state === "degraded" && "bg-amber-400 shadow-[0_0_8px_#fbbf24]",
            state === "error" && "bg-red-500",
          )}
          aria-hidden
        />
        {state === "error" ? (
          <WifiOff className="size-4 text-red-400" aria-hidden />
        ) : (
          <Wifi className="size-4 text-mist-dim" aria-hidden />
        )}
        <p
          className={cn(
            "font-semibold text-sm",
            state === "checking" && "text-yellow-300",
            state === "connected" && "text-emerald-300",
            state === "degraded" && "text-amber-300",
            state === "error" && "text-red-300",
          )}
        >
          {HEADLINE[state]}
        </p>
      </div>
      {status.data && <ProviderLine status={status.data} />}
      {status.isError && (
        <div className="mt-2 space-y-1 text-xs">
          <p className="text-red-300">Connection failed: {status.error?.message || "Unknown error"}</p>
          <ul className="list-disc space-y-0.5 pl-4 text-red-400">
            {TEXT.connectionHints.map((hint) => (
              <li key={hint}>{hint}</li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}

/** Who answers, or why the chosen provider cannot (with the offline engine offered meanwhile). */
function ProviderLine({ status }: { status: ApiStatus }) {
  const label = PROVIDER_LABELS[status.provider];
  if (status.problem) {
    return (
      <div className="mt-2 space-y-2">
        <p className="break-words text-amber-300 text-xs" data-testid="provider-problem">
          {MODEL_STATUS_TEXT.notAnsweringLine(label, status.problem)}
        </p>
        {status.provider !== "offline" && <OfflineOffer />}
      </div>
    );
  }
  if (status.provider === "offline") return <OfflineEngineLine />;
  return (
    <p className="mt-2 text-mist-dim text-xs">
      {label} answering
      {status.model ? ` (${status.model})` : ""}
    </p>
  );
}
