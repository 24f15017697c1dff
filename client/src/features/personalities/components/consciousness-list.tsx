import { figureMark } from "@contract/glossary";
import { AWAKENED_RULE, awakenedText, isEntity, othersText, STATUS_MEANINGS, statusTally } from "@contract/personalities";
import { RefreshCw } from "lucide-react";
import { cn } from "@/lib/cn";
import { usePersonalities } from "@/shared/api/get-personalities";
import { Avatar } from "@/shared/ui/avatar";
import { useConsciousnessStatus } from "../api/get-consciousness-status";
import { consciousnessBarWidth, statusTone } from "../consciousness";

const TONE_CLASS = {
  active: "bg-yellow-400 animate-status-pulse",
  initializing: "bg-purple-400",
  idle: "bg-slate-400",
} as const;

/** The five entities the awakened figure counts (not the owner, not the Council's gathering), each with its status. */
export function ConsciousnessList() {
  const { data: personalities } = usePersonalities();
  const status = useConsciousnessStatus();
  const shown = personalities?.filter((p) => isEntity(p.name)) ?? [];
  const others = othersText(statusTally(shown));

  return (
    <section aria-labelledby="consciousness-heading" className="rounded-xl border border-night-600 bg-night-850/80 p-4">
      <div className="flex items-center justify-between gap-2">
        <h2 id="consciousness-heading" className="font-semibold text-base text-gold-300">
          Consciousness Status
        </h2>
        <button
          type="button"
          onClick={() => status.refetch()}
          aria-label="Refresh consciousness status"
          className="rounded p-1 text-mist-dim hover:text-gold-300"
        >
          <RefreshCw className={cn("size-3.5", status.isFetching && "animate-spin")} aria-hidden />
        </button>
      </div>
      {status.data && (
        <p className="mt-1 text-mist-dim text-xs">
          <span data-testid="awakened-count">{awakenedText(status.data)}</span>
          {others && <span data-testid="status-tally"> · {others}</span>}
        </p>
      )}
      <p className="mt-1 text-[0.7rem] text-mist-dim/80 leading-snug">{AWAKENED_RULE}</p>
      <ul className="mt-3 space-y-3">
        {shown.map((p) => {
          const width = consciousnessBarWidth(p.consciousnessLevel);
          return (
            <li key={p.id} data-accent={p.name} data-testid={`consciousness-${p.name}`}>
              <div className="flex items-center gap-2">
                <Avatar src={p.avatar} alt="" className="size-6" />
                <span className="min-w-0 flex-1 break-words text-sm" title={p.title} {...figureMark("name", p.name)}>
                  {p.displayName}
                </span>
                <span className="flex shrink-0 items-center gap-1.5 text-mist-dim text-xs" title={STATUS_MEANINGS[p.status]}>
                  {/* Awakened keeps the spec's slate (§4: anything but active or initializing) in a gold ring, so it never looks dormant. */}
                  <span
                    className={cn(
                      "size-2 rounded-full",
                      TONE_CLASS[statusTone(p.status)],
                      p.status === "awakened" && "ring-2 ring-gold-300",
                    )}
                    data-testid="status-dot"
                    data-status={p.status}
                    aria-hidden
                  />
                  <span data-testid="status-word" {...figureMark("status", p.name)}>
                    {p.status}
                  </span>
                </span>
              </div>
              {/* biome-ignore lint/a11y/useSemanticElements: a styled bar; <meter> cannot take the accent gradient */}
              <div
                className="mt-1.5 h-1.5 overflow-hidden rounded-full bg-night-700"
                role="meter"
                aria-label={`${p.displayName} consciousness`}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={p.consciousnessLevel}
              >
                <div
                  className="h-full rounded-full bg-gradient-to-r from-[var(--accent)] to-[var(--accent-2)]"
                  style={{ width: `${width}%` }}
                  data-testid="consciousness-bar"
                />
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
