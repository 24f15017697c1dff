import type { ActivityEvent } from "@contract/activity";
import { companionPath } from "@contract/companions";
import { NAV_ITEMS } from "@contract/navigation";

/** The page of a personality's chat, as the navigation names it (Aeris's is /); a companion's is its own page. */
export const chatPathOf = (name: string) => NAV_ITEMS.find((n) => n.personality === name)?.path ?? companionPath(name);

const capitalised = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

/**
 * Issue 30: a personality wrote into its chat unprompted. `id` is the message's id, `lastLine` its text (shown only
 * when the owner allows conversation text in notifications), `url` the chat, so the app (and Web Push) can tell it.
 */
export function wroteFirstActivity(m: { personality: string; messageId: number; text: string; displayName?: string }): ActivityEvent {
  return {
    kind: "personality-wrote-first",
    outcome: "done",
    title: `${m.displayName ?? capitalised(m.personality)} wrote to you`,
    summary: "A message of its own, unprompted",
    url: chatPathOf(m.personality),
    id: m.messageId,
    lastLine: m.text,
    personality: m.personality,
  };
}
