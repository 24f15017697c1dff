import type { QueryClient } from "@tanstack/react-query";

/** Where the follow-ups are read: every list's query key starts with it. */
export const FOLLOW_UPS_PATH = "/api/follow-ups";

/**
 * Every follow-ups list is read again: after one is corrected or cancelled, a personality wrote first, or a turn
 * (whose message may have made one: the list shows it without a reload).
 */
export const refreshFollowUps = (client: QueryClient) =>
  client.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith(FOLLOW_UPS_PATH) });
