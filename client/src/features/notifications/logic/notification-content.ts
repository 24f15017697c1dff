import type { ActivityEvent } from "@contract/activity";

/** The longest piece of conversation a notification shows, when the owner allows any. */
const LINE_MAX = 140;

/** Told only when the owner is not watching it: the app is hidden, or on another page. */
export const shouldNotify = (event: ActivityEvent, seen: { hidden: boolean; path: string }) => seen.hidden || seen.path !== event.url;

/** A notification of titles and counts; the last line's words only when the owner turned that on. */
export function notificationOf(event: ActivityEvent, withText: boolean): { title: string; options: NotificationOptions } {
  const line = withText && event.lastLine ? event.lastLine.replace(/\s+/g, " ").trim() : "";
  const quoted = line.length > LINE_MAX ? `${line.slice(0, LINE_MAX - 1)}…` : line;
  return {
    title: event.title,
    options: {
      body: quoted ? `${event.summary}\n“${quoted}”` : event.summary,
      tag: `${event.kind}-${event.id}`,
      icon: "/icons/icon-192.png",
      data: { url: event.url },
    },
  };
}
