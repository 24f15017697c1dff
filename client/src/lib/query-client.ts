import { MutationCache, notifyManager, QueryCache, QueryClient } from "@tanstack/react-query";
import { isUnauthorized } from "./api/api-error";
import { getQueryFn } from "./api/query-fn";

export const SESSION_QUERY_KEY = ["/api/session"] as const;

// Query answers reach the components in a microtask, not a setTimeout(0): a browser busy drawing (a reply streaming
// in) holds timers back by tens of milliseconds, and every answer would wait that long to be shown.
notifyManager.setScheduler(queueMicrotask);

/** §9 query defaults: data never goes stale, no automatic retry, no refetch on focus, no polling unless stated. */
export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    // Any 401 means the server ended our session: fall back to the gate.
    queryCache: new QueryCache({ onError: (e) => isUnauthorized(e) && signedOut() }),
    mutationCache: new MutationCache({ onError: (e) => isUnauthorized(e) && signedOut() }),
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: "throw" }),
        staleTime: Number.POSITIVE_INFINITY,
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
      },
      mutations: { retry: false },
    },
  });
  const signedOut = () => client.setQueryData(SESSION_QUERY_KEY, { authenticated: false });
  return client;
}
