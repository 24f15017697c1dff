import { Wifi, WifiOff } from "lucide-react";
import { TEXT } from "@contract/messages";
import { cn } from "@/lib/cn";
import { useApiStatus } from "../api/get-status";

const PROVIDER_LABEL: Record<string, string> = {
  offline: "Offline engine",
  openai: "OpenAI",
  "openai-compatible": "OpenAI-compatible server",
  local: "Local model",
};

/** Checking (yellow) until the first status answer, then "Cathedral Online" (green) or "Connection Error" (red). */
export function ConnectionCard() {
  const status = useApiStatus();
  const state = status.isPending ? "checking" : status.isError ? "error" : "connected";

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
            state === "error" && "text-red-300",
          )}
        >
          {state === "checking" ? TEXT.checkingConnection : state === "connected" ? TEXT.cathedralOnline : TEXT.connectionError}
        </p>
      </div>
      {status.data && (
        <p className="mt-2 text-mist-dim text-xs">
          {PROVIDER_LABEL[status.data.provider] ?? status.data.provider} answering
          {status.data.provider === "offline" ? "; connect a model on the API Keys page" : ` (${status.data.model})`}
        </p>
      )}
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
