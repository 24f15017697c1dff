import { MESSAGE_PAGE_SIZE } from "@contract/chat";
import type { PersonalityName } from "@contract/personalities";

/** GET of one page of a personality's history, oldest first: the newest page, or the page before message `before`. */
export function messagesPageUrl(name: PersonalityName, before: number | null): string {
  const params = new URLSearchParams({ limit: String(MESSAGE_PAGE_SIZE) });
  if (before !== null) params.set("before", String(before));
  return `/api/personalities/${name}/messages?${params}`;
}
