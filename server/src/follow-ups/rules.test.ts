import { UNPROMPTED } from "@contract/follow-ups";
import { describe, expect, it } from "vitest";
import { greetingHour, inQuietHours, midConversation } from "./rules";

const night = { quietStart: 22, quietEnd: 8 };

describe("when a personality may write first", () => {
  it("quiet hours are the owner's, across midnight", () => {
    // 23:30 in Lisbon is quiet; the same instant is 18:30 in New York, and 08:30 in Tokyo the next morning.
    const at = new Date("2026-11-24T23:30:00Z");
    expect(inQuietHours(at, "Europe/Lisbon", night)).toBe(true);
    expect(inQuietHours(at, "America/New_York", night)).toBe(false);
    expect(inQuietHours(at, "Asia/Tokyo", night)).toBe(false);
    expect(inQuietHours(new Date("2026-11-24T07:59:00Z"), "Europe/Lisbon", night)).toBe(true);
    expect(inQuietHours(new Date("2026-11-24T08:00:00Z"), "Europe/Lisbon", night)).toBe(false);
    expect(inQuietHours(new Date("2026-11-24T13:00:00Z"), "Europe/Lisbon", { quietStart: 12, quietEnd: 14 })).toBe(true);
    expect(inQuietHours(new Date("2026-11-24T13:00:00Z"), "Europe/Lisbon", { quietStart: 9, quietEnd: 9 })).toBe(false);
  });

  it("not while the owner has just written or is typing", () => {
    const now = new Date("2026-11-24T12:00:00Z");
    expect(midConversation(now, null, null)).toBe(false);
    expect(midConversation(now, new Date(now.getTime() - 60_000).toISOString(), null)).toBe(true);
    expect(midConversation(now, new Date(now.getTime() - UNPROMPTED.midConversationMs).toISOString(), null)).toBe(false);
    expect(midConversation(now, null, now.getTime() - 5_000)).toBe(true);
    expect(midConversation(now, null, now.getTime() - UNPROMPTED.typingFreshMs)).toBe(false);
  });

  it("a greeting waits for the morning", () => {
    expect(greetingHour(new Date("2026-11-24T08:30:00Z"), "Europe/Lisbon")).toBe(false);
    expect(greetingHour(new Date("2026-11-24T09:00:00Z"), "Europe/Lisbon")).toBe(true);
  });
});
