/**
 * Issue 30: personalities that write first. A follow-up is something the owner said would happen at a time ("my
 * interview is Thursday at 10"): the personality of that chat asks about it afterwards, in waking hours. On days the
 * owner has not come by, a personality may also send one short greeting. The owner decides whether and how often.
 */

/** When a follow-up is asked about, from what the owner said. */
export const FOLLOW_UP = {
  /** An event with a time ("Thursday at 10"): asked about this long after it. */
  afterEventMs: 2 * 60 * 60 * 1000,
  /** A day without a time ("on Friday"): asked about that evening, at this hour (the owner's time). */
  eveningHour: 19,
  /** Something that happens in the evening ("tonight"): asked about the next morning, at this hour. */
  morningHour: 10,
  /** Closer than this ("in 5 minutes") is part of the conversation, not something to follow up. */
  minLeadMs: 60 * 60 * 1000,
  /** Further than this is not kept. */
  maxAheadMs: 366 * 24 * 60 * 60 * 1000,
  /** Missed by more than this (the Citadel was stopped): not asked any more. */
  staleAfterMs: 3 * 24 * 60 * 60 * 1000,
  /** At most this many follow-ups are kept from one message. */
  perMessageMax: 3,
  /** The longest "what" (the owner may correct it). */
  whatMax: 200,
} as const;

/** How precisely the owner said when: a time, a day, a week or a month. */
export const FOLLOW_UP_PRECISIONS = ["time", "day", "week", "month"] as const;
export type FollowUpPrecision = (typeof FOLLOW_UP_PRECISIONS)[number];

/** pending: to be asked; sent: asked (once); cancelled: by the owner; missed: its time passed long ago. */
export const FOLLOW_UP_STATUSES = ["pending", "sent", "cancelled", "missed"] as const;
export type FollowUpStatus = (typeof FOLLOW_UP_STATUSES)[number];

/** Messages a personality writes unprompted: asking about a follow-up, or a greeting on a day the owner stayed away. */
export const UNPROMPTED_KINDS = ["follow-up", "greeting"] as const;
export type UnpromptedKind = (typeof UNPROMPTED_KINDS)[number];
/** What the chat shows beside such a message, and what it says of it on hover. */
export const UNPROMPTED_LABEL = "wrote first";
export const UNPROMPTED_TITLES: Record<UnpromptedKind, string> = {
  "follow-up": "Asked about something you said would happen",
  greeting: "A greeting on a day you stayed away",
};

/** The personalities who keep watch over the Citadel rather than the owner's days: they write first only when allowed. */
export const GUARDIAN_NAMES = ["musashi", "socrates"] as const;

/** What the owner decides about messages written first, and the rules around them. */
export const UNPROMPTED = {
  /** At most this many unprompted messages a day, in all personalities together (default). */
  dailyMaxDefault: 2,
  dailyMaxLimit: 10,
  /** Quiet hours (the owner's time, whole hours, start to end; equal hours: none). */
  quietStartDefault: 22,
  quietEndDefault: 8,
  /** The owner is mid-conversation: a message of theirs this recent, or typing this recent. */
  midConversationMs: 15 * 60 * 1000,
  typingFreshMs: 45 * 1000,
  /** How often the composer tells the server the owner is typing, at most. */
  typingSignalEveryMs: 10 * 1000,
  /** A greeting is sent from this hour (the owner's time), on a day the owner has not come by. */
  greetingFromHour: 9,
  /** Only by personalities the owner spoke with this recently (and not today). */
  greetingRecentMs: 14 * 24 * 60 * 60 * 1000,
  /** How often the scheduler looks for what is due. */
  checkPattern: "*/5 * * * *",
  checkIntervalMs: 5 * 60 * 1000,
} as const;

/** POST /api/presence/typing: heard. */
export type TypingSignalResponse = { ok: true };
/** GET and PUT /api/owner/time-zone. */
export type OwnerTimeZone = { timeZone: string };
/** Until a browser says otherwise. */
export const DEFAULT_TIME_ZONE = "UTC";

export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

export const FOLLOW_UPS_TEXT = {
  title: "Follow-ups",
  intro: "What you said would happen, and when it will be asked about. Correct or cancel any of them.",
  none: "Nothing to follow up yet. Mention something with a time in it (“my interview is Thursday at 10”).",
  what: "What",
  when: "Ask about it at",
  from: "From your message",
  cancel: "Cancel it",
  correct: "Correct",
  save: "Save",
  keep: "Keep as it was",
  cancelled: "Follow-up cancelled",
  corrected: "Follow-up corrected",
  failed: "Not changed",
  status: { pending: "to ask", sent: "asked", cancelled: "cancelled", missed: "missed" },
  settingsTitle: "Writing first",
  settingsIntro: "Personalities may write to you first: to ask how something went, or to greet you on a day you stayed away.",
  paused: "Pause all messages written first",
  dailyMax: "At most this many a day, all together",
  quietFrom: "Quiet from",
  quietUntil: "until",
  writers: "Who may write first",
  writesFirst: (name: string) => `${name} may write to you first`,
  saved: "Saved",
} as const;
