import type { BridgeKind, BridgeState, GuardianState } from "@contract/exchanges";
import { useBridgeState } from "@/shared/exchanges/api/bridge-state";
import { useExchangeStream } from "@/shared/exchanges/hooks/use-exchange-stream";
import { useStartExchange } from "../api/start-exchange";
import { useSpokenLines } from "./use-spoken-lines";

/**
 * A bridge page's exchange: its state (kept current by the live stream, polled every `pollMs` while the stream is
 * down), the line being written (each stored line spoken when read-aloud is on), the mutation that starts one, and
 * whether one is starting or under way (`busy`: nothing new can start).
 */
export function useBridge<S extends BridgeState | GuardianState>(kind: BridgeKind, pollMs: number) {
  const stream = useExchangeStream(kind, useSpokenLines());
  const state = useBridgeState<S>(kind, stream.live ? false : pollMs);
  const start = useStartExchange(kind);
  return { state, draft: stream.draft, start, busy: start.isPending || Boolean(state.data?.isActive) };
}
