import { UNPROMPTED } from "@contract/follow-ups";
import type { UnpromptedSettings } from "@contract/follow-ups-schemas";
import { wallTime } from "./zone";

/** Whether an instant falls in the owner's quiet hours (their time; start to end, across midnight; equal: none). */
export function inQuietHours(at: Date, timeZone: string, s: Pick<UnpromptedSettings, "quietStart" | "quietEnd">): boolean {
  const { hour } = wallTime(at, timeZone);
  if (s.quietStart === s.quietEnd) return false;
  return s.quietStart < s.quietEnd ? hour >= s.quietStart && hour < s.quietEnd : hour >= s.quietStart || hour < s.quietEnd;
}

/** The owner is mid-conversation: they wrote a message, or typed, a moment ago. */
export function midConversation(now: Date, lastOwnerMessageAt: string | null, lastTypingAt: number | null): boolean {
  const t = now.getTime();
  if (lastTypingAt !== null && t - lastTypingAt < UNPROMPTED.typingFreshMs) return true;
  return lastOwnerMessageAt !== null && t - Date.parse(lastOwnerMessageAt) < UNPROMPTED.midConversationMs;
}

/** A greeting waits until the morning is under way (the owner's time). */
export const greetingHour = (at: Date, timeZone: string) => wallTime(at, timeZone).hour >= UNPROMPTED.greetingFromHour;
