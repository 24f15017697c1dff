import { z } from "zod";

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

export const followUpSchema = z.object({
  id: z.number().int(),
  /** The personality whose chat it came from, which asks. */
  personality: z.string(),
  /** What is to happen ("my interview"). */
  what: z.string(),
  /** The words that said when ("Thursday at 10"). */
  phrase: z.string(),
  /** When the personality asks (ISO). */
  dueAt: z.string(),
  precision: z.enum(FOLLOW_UP_PRECISIONS),
  status: z.enum(FOLLOW_UP_STATUSES),
  /** The owner changed what or when. */
  corrected: z.boolean(),
  sourceMessageId: z.number().int(),
  sourceText: z.string(),
  /** The message in which the personality asked, once sent. */
  sentMessageId: z.number().int().nullable(),
  createdAt: z.string(),
});
export type FollowUp = z.infer<typeof followUpSchema>;
export type FollowUpList = { followUps: FollowUp[] };

/** PATCH /api/follow-ups/:id: the owner corrects what or when (a time to come). */
export const correctFollowUpRequestSchema = z
  .object({
    what: z.string().trim().min(1).max(FOLLOW_UP.whatMax).optional(),
    dueAt: z.string().datetime({ offset: true }).optional(),
  })
  .strict()
  .refine((b) => b.what !== undefined || b.dueAt !== undefined, { message: "Say what or when" });
export type CorrectFollowUpRequest = z.infer<typeof correctFollowUpRequestSchema>;

/** GET /api/follow-ups?personality=&status=: the owner's follow-ups, soonest first (pending) then the latest. */
export const followUpQuerySchema = z.object({
  personality: z.string().min(1).max(40).optional(),
  status: z.enum(["pending", "all"]).default("all"),
});

/** Messages a personality writes unprompted: asking about a follow-up, or a greeting on a day the owner stayed away. */
export const UNPROMPTED_KINDS = ["follow-up", "greeting"] as const;
export type UnpromptedKind = (typeof UNPROMPTED_KINDS)[number];
/** What the chat shows beside such a message. */
export const UNPROMPTED_LABEL = "wrote first";

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

const hour = z.number().int().min(0).max(23);
export const unpromptedSettingsSchema = z.object({
  /** Nothing is written first while paused. */
  paused: z.boolean(),
  dailyMax: z.number().int().min(0).max(UNPROMPTED.dailyMaxLimit),
  quietStart: hour,
  quietEnd: hour,
  /** Per personality, on or off (absent: on, except the guardians). */
  personalities: z.record(z.string().min(1).max(40), z.boolean()),
});
export type UnpromptedSettings = z.infer<typeof unpromptedSettingsSchema>;
/** GET /api/unprompted/settings: the settings, with each personality that can write first and whether it does. */
export type UnpromptedSettingsView = UnpromptedSettings & { writers: { name: string; title: string; on: boolean }[] };

export const updateUnpromptedSettingsRequestSchema = unpromptedSettingsSchema
  .partial()
  .strict()
  .refine((b) => Object.keys(b).length > 0, { message: "Nothing to change" });

/** PUT /api/owner/time-zone: the browser's time zone (Intl), sent at sign-in and when the app starts. */
export const timeZoneRequestSchema = z
  .object({ timeZone: z.string().min(1).max(64) })
  .strict()
  .refine((b) => isTimeZone(b.timeZone), { message: "Not a time zone", path: ["timeZone"] });
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

/** POST /api/presence/typing: the owner is typing (a light signal from the composer, at most every 10 s). */
export const typingRequestSchema = z.object({ personality: z.string().min(1).max(40).optional() }).strict();

export const FOLLOW_UPS_TEXT = {
  title: "Follow-ups",
  intro: "What you said would happen, and when it will be asked about.",
  none: "Nothing to follow up yet. Mention something with a time in it (“my interview is Thursday at 10”).",
  cancel: "Cancel",
  correct: "Correct",
  save: "Save",
  cancelled: "Follow-up cancelled",
  corrected: "Follow-up corrected",
  settingsTitle: "Writing first",
  settingsIntro: "Personalities may write to you first: to ask how something went, or to greet you on a day you stayed away.",
  paused: "Pause all messages written first",
  dailyMax: "At most, messages a day (all together)",
  quietHours: "Quiet hours",
  saved: "Saved",
} as const;
