import { type ActivityEvent, activityTag } from "@contract/activity";
import { clipForNotification, NOTIFICATION_ICON } from "@contract/push-payload";

/** Told only when the owner is not watching it: the app is hidden, or on another page. */
export const shouldNotify = (event: ActivityEvent, seen: { hidden: boolean; path: string }) => seen.hidden || seen.path !== event.url;

/** A notification of titles and counts; the last line's words only when the owner turned that on. */
export function notificationOf(event: ActivityEvent, withText: boolean): { title: string; options: NotificationOptions } {
  const quoted = withText && event.lastLine ? clipForNotification(event.lastLine) : "";
  return {
    title: event.title,
    options: {
      body: quoted ? `${event.summary}\n“${quoted}”` : event.summary,
      tag: activityTag(event),
      icon: NOTIFICATION_ICON,
      data: { url: event.url },
    },
  };
}
