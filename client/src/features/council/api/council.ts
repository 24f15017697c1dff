import { COUNCIL_CLEAR_REREAD_MS, type CouncilRequest, type CouncilState, type ExchangeMessage } from "@contract/exchanges";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { OperationResult } from "@contract/provider";
import { apiRequest } from "@/lib/api/request";

/** GET /api/council/state answers the state directly (spec 001 §7). */
export const COUNCIL_STATE_KEY = ["/api/council/state"] as const;

export const useCouncilState = (pollMs: number | false) =>
  useQuery<CouncilState>({ queryKey: COUNCIL_STATE_KEY, refetchInterval: pollMs });

export type ConveneAnswer = { success: boolean; messages: ExchangeMessage[]; message: string; status: string };

/** POST /api/council/exchange: answers `messages` when the council ends. */
export function useConvene() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CouncilRequest) => apiRequest<ConveneAnswer>("POST", "/api/council/exchange", body),
    onSettled: () => client.invalidateQueries({ queryKey: COUNCIL_STATE_KEY }),
  });
}

/** POST /api/council/control/{action}; after Clear the state is read again 100 ms later (spec 001 §7). */
export function useCouncilControl() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (action: "clear" | "pause" | "resume" | "stop") =>
      apiRequest<OperationResult>("POST", `/api/council/control/${action}`),
    onSuccess: () =>
      setTimeout(() => void client.invalidateQueries({ queryKey: COUNCIL_STATE_KEY }), COUNCIL_CLEAR_REREAD_MS),
  });
}
