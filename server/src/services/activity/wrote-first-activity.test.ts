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
  });
});
