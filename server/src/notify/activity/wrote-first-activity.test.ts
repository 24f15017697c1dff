import { activityEventSchema } from "@contract/activity";
import { describe, expect, it } from "vitest";
import { wroteFirstActivity } from "./wrote-first-activity";

describe("the activity event of a personality that wrote first", () => {
  it("names who wrote, the message and its chat, and is a valid activity event", () => {
    const event = wroteFirstActivity({ personality: "nova", messageId: 42, text: "How did the exam go?" });
    expect(activityEventSchema.parse(event)).toEqual({
      kind: "personality-wrote-first",
      outcome: "done",
      title: "Nova wrote to you",
      summary: "A message of its own, unprompted",
      url: "/nova",
      id: 42,
      lastLine: "How did the exam go?",
      personality: "nova",
    });
    expect(wroteFirstActivity({ personality: "aeris", messageId: 1, text: "x" }).url).toBe("/");
    // A companion (issue 31): its own page, by the name the owner gave it.
    expect(wroteFirstActivity({ personality: "luna-moth", messageId: 2, text: "x", displayName: "Luna Moth" })).toMatchObject({
      url: "/c/luna-moth",
      title: "Luna Moth wrote to you",
    });
  });
});
