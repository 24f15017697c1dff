import type { CouncilState } from "@contract/exchanges";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { getJson } from "@/lib/api/request";

/** GET /api/council/state answers the state directly (spec 001 §7). */
export const COUNCIL_STATE_KEY = ["/api/council/state"] as const;

export const getCouncilState = (signal?: AbortSignal) => getJson<CouncilState>(COUNCIL_STATE_KEY[0], { signal });

export const councilStateQueryOptions = (pollMs: number | false) =>
  queryOptions({ queryKey: COUNCIL_STATE_KEY, queryFn: ({ signal }) => getCouncilState(signal), refetchInterval: pollMs });

export const useCouncilState = (pollMs: number | false) => useQuery(councilStateQueryOptions(pollMs));
