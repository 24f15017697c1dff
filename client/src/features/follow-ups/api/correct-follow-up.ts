import type { CorrectFollowUpRequest, FollowUp } from "@contract/follow-ups-schemas";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api/request";
import { refreshFollowUps } from "@/shared/api/refresh-follow-ups";

/** PATCH /api/follow-ups/{id}: the owner corrects what is to happen, or when it is asked about. */
export const correctFollowUp = (id: number, change: CorrectFollowUpRequest) =>
  apiRequest<FollowUp>("PATCH", `/api/follow-ups/${id}`, change);

export function useCorrectFollowUp() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: number; change: CorrectFollowUpRequest }) => correctFollowUp(id, change),
    onSuccess: () => refreshFollowUps(client),
  });
}
