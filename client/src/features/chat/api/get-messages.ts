import { type ChatMessage, MESSAGE_PAGE_SIZE } from "@contract/chat";
import type { PersonalityName } from "@contract/personalities";
import { infiniteQueryOptions, type QueryClient, useInfiniteQuery } from "@tanstack/react-query";
import { getJson } from "@/lib/api/request";
import { flattenPages, type MessagePages } from "../logic/message-cache";
import { messagesPageUrl } from "./messages-url";

/** The same key the awaken flow refreshes (§4): ["/api/personalities", name, "messages"]. */
export const messagesQueryKey = (name: PersonalityName) => ["/api/personalities", name, "messages"] as const;

/** While a reply the page is not streaming itself is still being written (another tab, a reload), look again this often. */
export const PENDING_REPLY_POLL_MS = 2000;

/** One page of history, oldest first: the newest page, or the page before message `before`. */
export async function getMessagesPage(name: PersonalityName, before: number | null, signal?: AbortSignal): Promise<ChatMessage[]> {
  return getJson<ChatMessage[]>(messagesPageUrl(name, before), { signal });
}

/** The history in pages: pages[0] is the newest, fetchNextPage reads the one before the oldest loaded. */
export const messagesQueryOptions = (name: PersonalityName) =>
  infiniteQueryOptions<ChatMessage[], Error, MessagePages, ReturnType<typeof messagesQueryKey>, number | null>({
    queryKey: messagesQueryKey(name),
    queryFn: ({ pageParam, signal }) => getMessagesPage(name, pageParam, signal),
    initialPageParam: null,
    getNextPageParam: (oldest: ChatMessage[]) => (oldest.length < MESSAGE_PAGE_SIZE ? null : (oldest[0]?.id ?? null)),
  });

export function useMessages(name: PersonalityName, options: { pollPending: boolean }) {
  return useInfiniteQuery({
    ...messagesQueryOptions(name),
    refetchInterval: (query) =>
      options.pollPending && query.state.data?.pages.some((p) => p.some((m) => m.status === "pending")) ? PENDING_REPLY_POLL_MS : false,
  });
}

/** Beyond this many loaded pages a refresh waits for the next visit instead of re-reading every page now. */
const REFETCH_PAGE_LIMIT = 4;

/**
 * §7: after a turn the messages are refreshed. The cache already holds what the server answered; a long loaded history
 * is only marked stale, so a turn never re-reads hundreds of pages.
 */
export function refreshMessages(client: QueryClient, name: PersonalityName): Promise<void> {
  const pages = client.getQueryData<MessagePages>(messagesQueryKey(name))?.pages.length ?? 0;
  return client.invalidateQueries({
    queryKey: messagesQueryKey(name),
    refetchType: pages > REFETCH_PAGE_LIMIT ? "none" : "active",
  });
}

/** The conversation as this page holds it, oldest first. */
export const cachedMessages = (client: QueryClient, name: PersonalityName): ChatMessage[] =>
  flattenPages(client.getQueryData<MessagePages>(messagesQueryKey(name)));
