import type { BridgeKind, BridgeRunResponse, StartExchangeRequest } from "@contract/exchanges";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api/request";
import { bridgeStateKey } from "@/shared/exchanges/api/bridge-state";

/** POST /api/{kind}/exchange: the Trinity answers when the exchange ends, the Guardian at once. */
export const startExchange = (kind: BridgeKind, body: StartExchangeRequest) =>
  apiRequest<BridgeRunResponse>("POST", `/api/${kind}/exchange`, body);

export function useStartExchange(kind: BridgeKind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: StartExchangeRequest) => startExchange(kind, body),
    onSettled: () => client.invalidateQueries({ queryKey: bridgeStateKey(kind) }),
  });
}
