import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { STORAGE_KEYS } from "@contract/constants";
import type { LoginRequest, SessionState } from "@contract/session";
import { getQueryFn } from "@/lib/api/query-fn";
import { apiRequest } from "@/lib/api/request";
import { SESSION_QUERY_KEY } from "@/lib/query-client";
import { writeStored } from "@/lib/storage";

/** The citadel_access flag mirrors what the server says; the server decides. */
const mirror = (state: SessionState) => writeStored(STORAGE_KEYS.access, state.authenticated ? "true" : null);

export const sessionQueryOptions = queryOptions({
  queryKey: SESSION_QUERY_KEY,
  queryFn: async (ctx): Promise<SessionState> => {
    const state = (await getQueryFn<SessionState>({ on401: "returnNull" })(ctx)) ?? { authenticated: false };
    mirror(state);
    return state;
  },
});

export const useSession = () => useQuery(sessionQueryOptions);

export function useSignIn() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: LoginRequest) => apiRequest<SessionState>("POST", "/api/session", body),
    onSuccess: (state) => {
      mirror(state);
      client.setQueryData(SESSION_QUERY_KEY, state);
    },
  });
}

export function useSignOut() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<SessionState>("DELETE", "/api/session"),
    onSettled: () => {
      mirror({ authenticated: false });
      // Update the session query in place: clearing the whole cache first would leave the gate observing a
      // removed query, so it would never see the new state and the app would stay on screen.
      client.setQueryData(SESSION_QUERY_KEY, { authenticated: false });
      client.removeQueries({ predicate: (query) => query.queryKey[0] !== SESSION_QUERY_KEY[0] });
      client.getMutationCache().clear();
    },
  });
}
