import type { AnyBridgeState } from "@/shared/exchanges/api/bridge-state";
import { spokenLines } from "@/shared/exchanges/logic/conversation";
import { progress } from "@/shared/exchanges/logic/cycles";

/** "Cycle i of N", with a bar, while an exchange runs. */
export function ExchangeProgress({ state, speakers }: { state: AnyBridgeState; speakers: number }) {
  if (!state.isActive) return null;
  const p = progress(state.cycleCount, state.cycles, spokenLines(state.conversation).length, speakers);
  return (
    <div className="flex flex-col gap-1">
      <p className="text-mist-dim text-sm" data-testid="exchange-progress">
        Cycle {p.cycle} of {p.of}
      </p>
      <div
        role="progressbar"
        aria-label="Exchange progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(p.share * 100)}
        className="h-2 overflow-hidden rounded-full bg-night-700"
      >
        <div
          className="h-full rounded-full bg-gradient-to-r from-gold-400 to-nova-400 transition-[width]"
          style={{ width: `${p.share * 100}%` }}
        />
      </div>
    </div>
  );
}
