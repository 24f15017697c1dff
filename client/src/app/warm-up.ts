import { STORAGE_KEYS } from "@contract/constants";
import type { QueryClient } from "@tanstack/react-query";
import { messagesQueryOptions } from "@/features/chat/api/get-messages";
import { sessionQueryOptions } from "@/features/gate/api/get-session";
import { bondStatsQueryKey } from "@/features/owner/api/get-bond-stats";
import { readStored } from "@/lib/storage";
import { chatPageAt, SHELL_QUERY_PATHS } from "./first-requests";

/**
 * A browser that was signed in last time asks for the session, the shell's data and the chat the page opens on all
 * at once, instead of one after the other (the boot script has usually asked already, and these take its answers).
 * If the session has ended, the 401s only confirm it. Resolves when every answer is in, failed or not.
 */
export function warmUp(client: QueryClient): Promise<unknown> {
  if (readStored(STORAGE_KEYS.access) !== "true") return Promise.resolve();
  const reads = [client.prefetchQuery(sessionQueryOptions)];
  for (const path of SHELL_QUERY_PATHS) reads.push(client.prefetchQuery({ queryKey: [path] }));
  return Promise.all([...reads, ...prefetchPage(client, window.location.pathname)]);
}

/**
 * Reads the chat the page at this path opens on (its history, and its memory stats where shown). What the cache
 * already holds is not read again, and a read under way is joined, not repeated.
 */
export function prefetchPage(client: QueryClient, pathname: string): Promise<unknown>[] {
  const chat = chatPageAt(pathname);
  if (!chat) return [];
  const reads: Promise<unknown>[] = [client.prefetchInfiniteQuery(messagesQueryOptions(chat.name))];
  if (chat.memoryStats) reads.push(client.prefetchQuery({ queryKey: bondStatsQueryKey(chat.name) }));
  return reads;
}
