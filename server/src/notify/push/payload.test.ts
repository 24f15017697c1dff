import { describe, expect, it } from "vitest";
import { councilResolved } from "../../../../testing/activity-sample";
import { wroteFirstActivity } from "../activity/wrote-first-activity";
import { pushPayloadOf } from "./payload";

describe("what a push carries", () => {
  const wrote = wroteFirstActivity({ personality: "nova", messageId: 41, text: "How did the exam go?   You worked so hard for it." });

  it("for a personality that wrote first: its title, its name, its chat, and its words only where allowed", () => {
    expect(pushPayloadOf(wrote, false)).toEqual({
      title: "Nova wrote to you",
      from: "Nova",
      summary: "A message of its own, unprompted",
      text: null,
      url: "/nova",
      tag: "personality-wrote-first-41",
    });
    expect(pushPayloadOf(wrote, true).text).toBe("How did the exam go? You worked so hard for it.");
    expect(pushPayloadOf({ ...wrote, lastLine: "x".repeat(500) }, true).text).toHaveLength(140);
    expect(pushPayloadOf(wroteFirstActivity({ personality: "aeris", messageId: 2, text: "Good morning" }), false).url).toBe("/");
  });

  it("for an exchange or a backup that ended: who took part, and the counts", () => {
    const council = councilResolved({ lastLine: "Courage is chosen daily." });
    expect(pushPayloadOf(council, false)).toMatchObject({ from: "Aeris, Nova, Musashi and Socrates", text: null, tag: "council-3" });
    expect(pushPayloadOf({ ...council, kind: "backup", lastLine: null }, true)).toMatchObject({ from: "The Citadel", text: null });
  });
});
