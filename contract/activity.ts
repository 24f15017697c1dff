import { z } from "zod";

/**
 * Work the Citadel does while the owner may be elsewhere: an exchange, a council or a scheduled backup that ended or
 * failed, or a personality that wrote to the owner unprompted (issue 30). Only titles and counts travel here; the
 * words of a conversation stay on its page.
 */
export const ACTIVITY_KINDS = ["trinity", "live", "guardian", "council", "backup", "personality-wrote-first"] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

export const activityEventSchema = z.object({
  kind: z.enum(ACTIVITY_KINDS),
  outcome: z.enum(["done", "stopped", "failed"]),
  /** What happened, in a few words ("The High Council has resolved"). */
  title: z.string(),
  /** Counts only ("12 lines in 3 cycles"). */
  summary: z.string(),
  /** The page that shows it. */
  url: z.string(),
  /** The exchange or backup it is about, so one event is told once; for `personality-wrote-first`, the message's id. */
  id: z.number().int(),
  /**
   * The last line's words, sent only to be shown when the owner allows conversation text in notifications; for
   * `personality-wrote-first`, the text of the message the personality wrote.
   */
  lastLine: z.string().nullable(),
  /** `personality-wrote-first` only: who wrote (the personality's name, e.g. "nova"); `url` is its chat's page. */
  personality: z.string().optional(),
});
export type ActivityEvent = z.infer<typeof activityEventSchema>;

/** One notification per thing told: the page's notification and a push of the same event share this tag. */
export const activityTag = (event: Pick<ActivityEvent, "kind" | "id">) => `${event.kind}-${event.id}`;

export const ACTIVITY_EVENTS_PATH = "/api/activity/events";
/** Local storage: whether notifications may carry conversation text (off unless the owner turns it on). */
export const NOTIFY_TEXT_STORAGE_KEY = "citadel-notify-with-text";
/** Local storage: the owner turned notifications on here (the browser's permission is asked only from that button). */
export const NOTIFY_ENABLED_STORAGE_KEY = "citadel-notify";
