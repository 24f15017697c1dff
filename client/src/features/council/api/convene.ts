import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CouncilRequest, ExchangeMessage } from "@contract/exchanges";
import { apiRequest } from "@/lib/api/request";
import { COUNCIL_STATE_KEY } from "./get-council-state";

export type ConveneAnswer = { success: boolean; messages: ExchangeMessage[]; message: string; status: string };

/** POST /api/council/exchange: answers `messages` when the council ends. */
export const convene = (body: CouncilRequest) => apiRequest<ConveneAnswer>("POST", "/api/council/exchange", body);

export function useConvene() {
  const client = useQueryClient();
  return useMutation({ mutationFn: convene, onSettled: () => client.invalidateQueries({ queryKey: COUNCIL_STATE_KEY }) });
}
