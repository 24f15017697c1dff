import type { BridgeKind, BridgeState, GuardianState } from "@contract/exchanges";
import { useQuery } from "@tanstack/react-query";

export type AnyBridgeState = BridgeState | GuardianState;

/** GET /api/trinity/state and /api/guardian/state (spec 001 §7): `{ success, state }`. */
export const bridgeStateKey = (kind: BridgeKind) => [`/api/${kind}/state`] as const;

/**
 * A kind's bridge state. The live stream keeps it current; `pollMs` is the spec's poll, used only while the stream is
 * down.
 */
export function useBridgeState<S extends AnyBridgeState = AnyBridgeState>(kind: BridgeKind, pollMs: number | false) {
  return useQuery({
    queryKey: bridgeStateKey(kind),
    select: (answer: { success: boolean; state: AnyBridgeState }) => answer.state as S,
    refetchInterval: pollMs,
  });
}
