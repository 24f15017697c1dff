import type { BridgeAction, BridgeKind, ExchangeMessage, StartExchangeRequest } from "@contract/exchanges";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { OperationResult } from "@contract/provider";
import { apiRequest } from "@/lib/api/request";
import { bridgeStateKey } from "@/shared/exchanges/api/bridge-state";

export type StartAnswer = { success: boolean; message: string; conversation?: ExchangeMessage[]; status?: string };
export type ControlAnswer = { success: boolean; message: string; conversation?: string; export?: Record<string, unknown> };
export type SyncPulseAnswer = { success: boolean; response: string; metadata: { wordCount: number }; message: string };

/** POST /api/{kind}/exchange: the Trinity answers when the exchange ends, the Guardian at once. */
export function useStartExchange(kind: BridgeKind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: StartExchangeRequest) => apiRequest<StartAnswer>("POST", `/api/${kind}/exchange`, body),
    onSettled: () => client.invalidateQueries({ queryKey: bridgeStateKey(kind) }),
  });
}

/** POST /api/{kind}/control/{action}; the state is read again after each (spec 001 §4). */
export function useBridgeControl(kind: BridgeKind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ action, body }: { action: BridgeAction; body?: unknown }) =>
      apiRequest<ControlAnswer>("POST", `/api/${kind}/control/${action}`, body ?? {}),
    onSettled: () => client.invalidateQueries({ queryKey: bridgeStateKey(kind) }),
  });
}

/** POST /api/{kind}/step-in: the owner's words, heard by both speakers next. */
export function useStepIn(kind: BridgeKind) {
  return useMutation({
    mutationFn: (content: string) => apiRequest<OperationResult>("POST", `/api/${kind}/step-in`, { content }),
  });
}

/** POST /api/trinity/sync-pulse. */
export function useSyncPulse() {
  return useMutation({
    mutationFn: (userInput: string) => apiRequest<SyncPulseAnswer>("POST", "/api/trinity/sync-pulse", { userInput }),
  });
}
