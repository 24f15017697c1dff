import { type ConversationSummary, SEARCH_MAX_CHARS } from "@contract/export";
import { keepPreviousData, useQuery } from "@tanstack/react-query";

/** The path of GET /api/exports/conversations, with the words searched when there are any. */
export function conversationsPath(q: string): string {
  const words = q.trim().slice(0, SEARCH_MAX_CHARS);
  return words ? `/api/exports/conversations?${new URLSearchParams({ q: words })}` : "/api/exports/conversations";
}

/** Every real conversation, newest first, or those whose titles, topics, participants or lines hold the words. */
export function useConversations(q: string) {
  // Read afresh on each visit (every message changes the list); the last answer stays up while a search runs.
  return useQuery<ConversationSummary[]>({ queryKey: [conversationsPath(q)], staleTime: 0, placeholderData: keepPreviousData });
}
