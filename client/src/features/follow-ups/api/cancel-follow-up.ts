import type { FollowUp } from "@contract/follow-ups-schemas";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api/request";
import { refreshFollowUps } from "@/shared/api/refresh-follow-ups";

/** POST /api/follow-ups/{id}/cancel: it will not be asked about. */
export const cancelFollowUp = (id: number) => apiRequest<FollowUp>("POST", `/api/follow-ups/${id}/cancel`);

export function useCancelFollowUp() {
  const client = useQueryClient();
  return useMutation({ mutationFn: cancelFollowUp, onSuccess: () => refreshFollowUps(client) });
}
