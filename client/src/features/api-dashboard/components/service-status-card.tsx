import { PROVIDER_LABELS, type ProviderSettingsView } from "@contract/provider";
import { Activity } from "lucide-react";
import { cn } from "@/lib/cn";
import { OfflineOffer } from "@/shared/models/offline-offer";
import { SetAsideOffer } from "@/shared/models/set-aside-offer";
import { Card, CardTitle } from "@/shared/ui/card";
import { LocalDateTime } from "@/shared/ui/local-date-time";

const STATUS_CLASS = {
  active: "bg-emerald-400/15 text-emerald-300 ring-emerald-400/40",
  error: "bg-amber-400/15 text-amber-300 ring-amber-400/40",
  unknown: "bg-slate-400/15 text-slate-300 ring-slate-400/40",
} as const;

/** Spec 001 service row: service, configured, status and last update. */
export function ServiceStatusCard({ view }: { view: ProviderSettingsView | undefined }) {
  return (
    <Card>
      <CardTitle className="flex items-center gap-2">
        <Activity className="size-5" aria-hidden /> Service status
      </CardTitle>
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm" data-testid="service-status">
        <dt className="text-mist-dim">Service</dt>
        <dd data-testid="service-name">{view ? PROVIDER_LABELS[view.active.provider] : "…"}</dd>
        <dt className="text-mist-dim">Model</dt>
        <dd className="break-all">{view?.active.model || "not chosen"}</dd>
        <dt className="text-mist-dim">Configured</dt>
        <dd>
          {view ? (view.configured ? "yes" : "no") : "…"}
          {view?.problem && <p className="mt-1 text-amber-300 text-xs">{view.problem}</p>}
        </dd>
        <dt className="text-mist-dim">Status</dt>
        <dd>
          {view && (
            <span data-testid="service-state" className={cn("rounded-full px-2 py-0.5 text-xs ring-1", STATUS_CLASS[view.status])}>
              {view.status}
            </span>
          )}
          {view?.statusMessage && (
            <p
              className={cn("mt-1 break-words text-xs", view.status === "error" ? "text-amber-300" : "text-mist-dim")}
              data-testid="service-state-message"
            >
              {view.statusMessage}
            </p>
          )}
          {view && view.active.provider !== "offline" && (view.status === "error" || view.problem) && <OfflineOffer className="mt-2" />}
          {view?.active.provider === "offline" && (
            <div className="mt-2">
              <SetAsideOffer />
            </div>
          )}
        </dd>
        <dt className="text-mist-dim">Last updated</dt>
        <dd>{view ? <LocalDateTime iso={view.lastUpdated} /> : "…"}</dd>
      </dl>
      {view?.active.provider === "offline" && (
        <p className="mt-4 rounded-lg border border-nova-400/30 bg-nova-400/10 p-3 text-nova-300 text-xs leading-relaxed">
          The built-in offline engine is answering: in character, with no network and no model. To give the personalities a real model,
          choose OpenAI or an OpenAI-compatible server (such as Ollama or LM Studio) below, or a local model file.
        </p>
      )}
    </Card>
  );
}
