import type { BridgeAction, BridgeExportResponse, BridgeKind } from "@contract/exchanges";
import type { OperationResult } from "@contract/provider";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api/request";
import { bridgeStateKey } from "@/shared/exchanges/api/bridge-state";

/** An action's answer: Export carries the run (the Trinity's as text, the guardians' as a record); the others say what was done. */
export type ControlAnswer = OperationResult | BridgeExportResponse;

/** POST /api/{kind}/control/{action}. */
export const controlBridge = (kind: BridgeKind, action: BridgeAction, body?: unknown) =>
  apiRequest<ControlAnswer>("POST", `/api/${kind}/control/${action}`, body ?? {});

/** The state is read again after each action (spec 001 §4). */
export function useBridgeControl(kind: BridgeKind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ action, body }: { action: BridgeAction; body?: unknown }) => controlBridge(kind, action, body),
    onSettled: () => client.invalidateQueries({ queryKey: bridgeStateKey(kind) }),
  });
}
