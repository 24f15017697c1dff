import { describe, expect, it } from "vitest";
import { conversationSlug, textHeader, textLine, textLines } from "./render";

describe("the readable export", () => {
  it("gives each line its time and speaker, indenting the words' later lines", () => {
    expect(textLine({ speaker: "Aeris", timestamp: "2026-11-24T10:00:05.123Z", content: "one\r\ntwo", shown: true })).toBe(
      "[2026-11-24 10:00:05 UTC] Aeris: one\n    two\n",
    );
  });

  it("leaves out what the chat does not show", () => {
    const shown = { speaker: "Nova", timestamp: "2026-11-24T10:00:00.000Z", content: "kept", shown: true };
    expect(textLines([shown, { ...shown, content: "set aside", shown: false }])).not.toContain("set aside");
  });

  it("heads each block with title, participants, count, times and topic", () => {
    const head = textHeader({
      id: "exchange:3",
      type: "council",
      title: "High Council",
      participants: ["Dreamer", "Aeris"],
      messageCount: 9,
      timestamp: "2026-11-20T08:00:00.000Z",
      lastAt: "2026-11-20T08:05:00.000Z",
      topic: "What is courage?",
    });
    expect(head).toContain("High Council\nParticipants: Dreamer, Aeris\nMessages: 9\n");
    expect(head).toContain("Topic: What is courage?");
  });

  it("names archive files after the conversation", () => {
    expect(conversationSlug({ id: "exchange:12", type: "council" })).toBe("council-12");
    expect(conversationSlug({ id: "chat:aeris", type: "chat" })).toBe("chat-aeris");
    expect(conversationSlug({ id: "group:trinity", type: "group" })).toBe("group-trinity");
  });
});
