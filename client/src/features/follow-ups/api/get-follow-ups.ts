import type { FollowUpList } from "@contract/follow-ups-schemas";
import { useQuery } from "@tanstack/react-query";
import { FOLLOW_UPS_PATH } from "@/shared/api/refresh-follow-ups";

/** GET /api/follow-ups: one personality's follow-ups, or everyone's; the pending ones first, soonest first. */
export function useFollowUps(personality?: string) {
  const url = personality ? `${FOLLOW_UPS_PATH}?personality=${encodeURIComponent(personality)}` : FOLLOW_UPS_PATH;
  return useQuery<FollowUpList>({ queryKey: [url], staleTime: 0 });
}
