import { z } from "zod";
import { FOLLOW_UP, FOLLOW_UP_PRECISIONS, FOLLOW_UP_STATUSES, isTimeZone, UNPROMPTED } from "./follow-ups";

/** The zod schemas of issue 30's requests and responses (contract/follow-ups.ts holds the constants and texts). */
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
export type UnpromptedSettingsView = UnpromptedSettings & { writers: { name: string; displayName: string; title: string; on: boolean }[] };

export const updateUnpromptedSettingsRequestSchema = unpromptedSettingsSchema
  .partial()
  .strict()
  .refine((b) => Object.keys(b).length > 0, { message: "Nothing to change" });

/** PUT /api/owner/time-zone: the browser's time zone (Intl), sent at sign-in and when the app starts. */
export const timeZoneRequestSchema = z
  .object({ timeZone: z.string().min(1).max(64) })
  .strict()
  .refine((b) => isTimeZone(b.timeZone), { message: "Not a time zone", path: ["timeZone"] });

/** POST /api/presence/typing: the owner is typing (a light signal from the composer, at most every 10 s). */
export const typingRequestSchema = z.object({}).strict();
