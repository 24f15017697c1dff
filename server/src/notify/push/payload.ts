import { type ActivityEvent, activityTag } from "@contract/activity";
import { clipForNotification, type PushPayload } from "@contract/push-payload";

/** Who an event is from, as the notification names them (a personality that wrote first names itself). */
const FROM: Record<string, string> = {
  trinity: "Aeris and Nova",
  live: "Aeris and Nova",
  guardian: "Musashi and Socrates",
  council: "Aeris, Nova, Musashi and Socrates",
  backup: "The Citadel",
};

/** What a push tells of an event: title, who, counts, the page; the words only for a device that allows them. */
export function pushPayloadOf(event: ActivityEvent, withText: boolean): PushPayload {
  return {
    title: event.title,
    from: event.personality ? event.personality.charAt(0).toUpperCase() + event.personality.slice(1) : (FROM[event.kind] ?? "The Citadel"),
    summary: event.summary,
    text: withText && event.lastLine ? clipForNotification(event.lastLine) : null,
    url: event.url,
    tag: activityTag(event),
  };
}
