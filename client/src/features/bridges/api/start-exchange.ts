import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { BridgeKind, ExchangeMessage, StartExchangeRequest } from "@contract/exchanges";
import { apiRequest } from "@/lib/api/request";
import { bridgeStateKey } from "@/shared/exchanges/api/bridge-state";

export type StartAnswer = { success: boolean; message: string; conversation?: ExchangeMessage[]; status?: string };

/** POST /api/{kind}/exchange: the Trinity answers when the exchange ends, the Guardian at once. */
export const startExchange = (kind: BridgeKind, body: StartExchangeRequest) => apiRequest<StartAnswer>("POST", `/api/${kind}/exchange`, body);

export function useStartExchange(kind: BridgeKind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: StartExchangeRequest) => startExchange(kind, body),
    onSettled: () => client.invalidateQueries({ queryKey: bridgeStateKey(kind) }),
  });
}
