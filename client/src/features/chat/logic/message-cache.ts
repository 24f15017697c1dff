import type { ChatMessage } from "@contract/chat";
import type { InfiniteData } from "@tanstack/react-query";

/**
 * The cached history: pages newest first (pages[0] is the newest page, each next one older), each page oldest first.
 * A page's param is the id it was read before (null for the newest page).
 */
export type MessagePages = InfiniteData<ChatMessage[], number | null>;

/** Every cached message, oldest first, each id once. */
export function flattenPages(data: MessagePages | undefined): ChatMessage[] {
  if (!data) return [];
  const seen = new Set<number>();
  const out: ChatMessage[] = [];
  for (let p = data.pages.length - 1; p >= 0; p--) {
    for (const m of data.pages[p] ?? []) {
      if (seen.has(m.id)) continue;
      seen.add(m.id);
      out.push(m);
    }
  }
  return out;
}

const insertSorted = (page: ChatMessage[], message: ChatMessage): ChatMessage[] => {
  const at = page.findIndex((m) => m.id > message.id);
  return at === -1 ? [...page, message] : [...page.slice(0, at), message, ...page.slice(at)];
};

/** Puts messages into the cache: each replaces the one with its id, or joins the newest page in id order. */
export function upsertMessages(data: MessagePages | undefined, messages: readonly ChatMessage[]): MessagePages {
  let pages = data ? data.pages : [[]];
  const pageParams = data ? data.pageParams : [null];
  for (const message of messages) {
    const at = pages.findIndex((page) => page.some((m) => m.id === message.id));
    pages =
      at === -1
        ? [insertSorted(pages[0] ?? [], message), ...pages.slice(1)]
        : pages.map((page, i) => (i === at ? page.map((m) => (m.id === message.id ? message : m)) : page));
  }
  return { pages, pageParams };
}

/** Takes messages out of the cache. */
export function removeMessages(data: MessagePages | undefined, ids: readonly number[]): MessagePages | undefined {
  if (!data) return data;
  const gone = new Set(ids);
  return { ...data, pages: data.pages.map((page) => page.filter((m) => !gone.has(m.id))) };
}

/** Puts `message` where the message `oldId` was (a regenerated or swiped reply takes its predecessor's place). */
export function replaceMessage(data: MessagePages | undefined, oldId: number, message: ChatMessage): MessagePages {
  if (!data?.pages.some((page) => page.some((m) => m.id === oldId))) return upsertMessages(data, [message]);
  return {
    ...data,
    pages: data.pages.map((page) => page.flatMap((m) => (m.id === oldId ? [message] : m.id === message.id ? [] : [m]))),
  };
}

/** The reply shown for an owner message, if any. */
export const replyTo = (messages: readonly ChatMessage[], ownerMessageId: number): ChatMessage | undefined =>
  messages.find((m) => m.isFromAI && m.replyTo === ownerMessageId);
