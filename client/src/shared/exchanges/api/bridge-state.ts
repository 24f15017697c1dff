import type { BridgeKind, BridgeState, CouncilState, GuardianState, RunKind } from "@contract/exchanges";
import { useQuery } from "@tanstack/react-query";

export type AnyBridgeState = BridgeState | GuardianState | CouncilState;

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

/**
 * Where a kind's state lives in the query cache: the bridges' answer is `{ success, state }`, the council's the state
 * itself (spec 001 §7).
 */
export function stateCache(kind: RunKind) {
  if (kind === "council") {
    return {
      key: ["/api/council/state"] as const,
      read: (cached: unknown) => cached as AnyBridgeState | undefined,
      write: (state: AnyBridgeState) => state,
    };
  }
  return {
    key: bridgeStateKey(kind),
    read: (cached: unknown) => (cached as { state: AnyBridgeState } | undefined)?.state,
    write: (state: AnyBridgeState) => ({ success: true, state }),
  };
}
