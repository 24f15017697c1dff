import type { SessionState } from "@contract/session";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api/request";
import { SESSION_QUERY_KEY } from "@/lib/query-client";
import { setSession } from "./get-session";

/** DELETE /api/session. */
export const signOut = () => apiRequest<SessionState>("DELETE", "/api/session");

/** Signed out here whatever the server answered: the gate shows, and nothing read while signed in stays cached. */
export function useSignOut() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    onSettled: () => {
      // Update the session query in place: clearing the whole cache first would leave the gate observing a
      // removed query, so it would never see the new state and the app would stay on screen.
      setSession(client, { authenticated: false });
      client.removeQueries({ predicate: (query) => query.queryKey[0] !== SESSION_QUERY_KEY[0] });
      client.getMutationCache().clear();
    },
  });
}
