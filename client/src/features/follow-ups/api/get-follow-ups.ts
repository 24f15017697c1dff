import type { FollowUpList } from "@contract/follow-ups-schemas";
import { type QueryClient, useQuery } from "@tanstack/react-query";

const FOLLOW_UPS_PATH = "/api/follow-ups";

/** GET /api/follow-ups: one personality's follow-ups, or everyone's; the pending ones first, soonest first. */
export function useFollowUps(personality?: string) {
  const url = personality ? `${FOLLOW_UPS_PATH}?personality=${encodeURIComponent(personality)}` : FOLLOW_UPS_PATH;
  return useQuery<FollowUpList>({ queryKey: [url], staleTime: 0 });
}

/** After a follow-up is corrected or cancelled, or a personality wrote first: every list is read again. */
export const refreshFollowUps = (client: QueryClient) =>
  client.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith(FOLLOW_UPS_PATH) });
