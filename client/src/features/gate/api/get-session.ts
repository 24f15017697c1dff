import { STORAGE_KEYS } from "@contract/constants";
import type { SessionState } from "@contract/session";
import { type QueryClient, queryOptions, useQuery } from "@tanstack/react-query";
import { getQueryFn } from "@/lib/api/query-fn";
import { SESSION_QUERY_KEY } from "@/lib/query-client";
import { writeStored } from "@/lib/storage";

/** The citadel_access flag mirrors what the server says; the server decides. */
const mirrorSession = (state: SessionState) => writeStored(STORAGE_KEYS.access, state.authenticated ? "true" : null);

/** What the server said of the session, here: the flag mirrored and the session query in place. */
export function setSession(client: QueryClient, state: SessionState) {
  mirrorSession(state);
  client.setQueryData(SESSION_QUERY_KEY, state);
}

/** GET /api/session: signed in or not (a 401 is "not"). */
export const sessionQueryOptions = queryOptions({
  queryKey: SESSION_QUERY_KEY,
  queryFn: async (ctx): Promise<SessionState> => {
    const state = (await getQueryFn<SessionState>({ on401: "returnNull" })(ctx)) ?? { authenticated: false };
    mirrorSession(state);
    return state;
  },
});

export const useSession = () => useQuery(sessionQueryOptions);
