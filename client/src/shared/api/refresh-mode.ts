import { type ConsciousnessModeState, detectUnveilPhrase } from "@contract/consciousness";
import type { QueryClient } from "@tanstack/react-query";
import { getQueryFn } from "@/lib/api/query-fn";
import { announceMode } from "@/shared/api/mode-broadcast";
import { MODE_QUERY_KEY } from "./consciousness-mode";

/** A message with an unveiling phrase changes the mode on the server; every panel and tab hears of it at once. */
export async function refreshModeAfterMessage(client: QueryClient, content: string): Promise<void> {
  if (!detectUnveilPhrase(content)) return;
  const state = await client.fetchQuery<ConsciousnessModeState | null>({
    queryKey: MODE_QUERY_KEY,
    queryFn: getQueryFn<ConsciousnessModeState>({ on401: "returnNull" }),
    staleTime: 0,
  });
  if (state) announceMode(state);
}
