import type { AnyBridgeState } from "@/shared/exchanges/api/bridge-state";
import { spokenLines } from "@/shared/exchanges/logic/conversation";
import { progress } from "@/shared/exchanges/logic/cycles";
import { ProgressBar } from "@/shared/ui/progress-bar";

/** "Cycle i of N", with a bar, while an exchange runs. */
export function ExchangeProgress({ state, speakers }: { state: AnyBridgeState; speakers: number }) {
  if (!state.isActive) return null;
  const p = progress(state.cycleCount, state.cycles, spokenLines(state.conversation).length, speakers);
  return (
    <div className="flex flex-col gap-1">
      <p className="text-mist-dim text-sm" data-testid="exchange-progress">
        Cycle {p.cycle} of {p.of}
      </p>
      <ProgressBar label="Exchange progress" percent={p.share * 100} />
    </div>
  );
}
