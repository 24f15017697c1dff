import type { QueryClient } from "@tanstack/react-query";
import { STORAGE_KEYS } from "@contract/constants";
import { messagesQueryOptions } from "@/features/chat/api/get-messages";
import { sessionQueryOptions } from "@/features/gate/api/session";
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
  const chat = chatPageAt(window.location.pathname);
  if (chat) {
    reads.push(client.prefetchInfiniteQuery(messagesQueryOptions(chat.name)));
    if (chat.memoryStats) reads.push(client.prefetchQuery({ queryKey: ["/api/memory", chat.name, "stats"] }));
  }
  return Promise.all(reads);
}
