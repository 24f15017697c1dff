import { COUNCIL_CLEAR_REREAD_MS } from "@contract/exchanges";
import type { OperationResult } from "@contract/provider";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api/request";
import { COUNCIL_STATE_KEY } from "./get-council-state";

type CouncilAction = "clear" | "pause" | "resume" | "stop";

/** POST /api/council/control/{action}. */
export const controlCouncil = (action: CouncilAction) => apiRequest<OperationResult>("POST", `/api/council/control/${action}`);

/** After Clear the state is read again 100 ms later (spec 001 §7); so after every action. */
export function useCouncilControl() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: controlCouncil,
    onSuccess: () => setTimeout(() => void client.invalidateQueries({ queryKey: COUNCIL_STATE_KEY }), COUNCIL_CLEAR_REREAD_MS),
  });
}
