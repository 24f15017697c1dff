import type { CouncilRequest, CouncilRunResponse } from "@contract/exchanges";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api/request";
import { COUNCIL_STATE_KEY } from "./get-council-state";

/** POST /api/council/exchange: answers `messages` when the council ends. */
export const convene = (body: CouncilRequest) => apiRequest<CouncilRunResponse>("POST", "/api/council/exchange", body);

export function useConvene() {
  const client = useQueryClient();
  return useMutation({ mutationFn: convene, onSettled: () => client.invalidateQueries({ queryKey: COUNCIL_STATE_KEY }) });
}
