import { type ConversationSummary, describeCounts, type ExportHolds } from "@contract/export";
import { describe, expect, it } from "vitest";
import { byType, formatBytes, holdsCounts, percentOf, statusText } from "./describe";

const row = (id: ConversationSummary["id"], type: ConversationSummary["type"]): ConversationSummary => ({
  id,
  type,
  title: id,
  participants: [],
  messageCount: 0,
  timestamp: "2026-01-01T00:00:00.000Z",
  lastAt: "2026-01-01T00:00:00.000Z",
  topic: "",
});

describe("the Export page's words", () => {
  it("gives sizes in KB under a megabyte and in MB above", () => {
    expect(formatBytes(0)).toBe("0.1 KB");
    expect(formatBytes(12_595)).toBe("12.3 KB");
    expect(formatBytes(4.5 * 1024 * 1024)).toBe("4.5 MB");
  });

  it("says what an export holds, leaving out what it does not", () => {
    const describeHolds = (holds: ExportHolds) => describeCounts(holdsCounts(holds));
    expect(describeHolds({ conversations: 3, messages: 120, images: 2 })).toBe("3 conversations, 120 messages, 2 images");
    expect(describeHolds({ conversations: 1, messages: 1, images: 0 })).toBe("1 conversation, 1 message");
    expect(describeHolds({ conversations: 2, messages: 18, images: 0, alternatives: 2 })).toBe(
      "2 conversations, 18 messages, 2 replies set aside",
    );
    // An exchange's lines are lines, never messages (contract/glossary.ts).
    expect(describeHolds({ conversations: 2, messages: 3, lines: 6, images: 0 })).toBe("2 conversations, 3 messages, 6 exchange lines");
    const holds = { conversations: 2, messages: 4, images: 0, memories: 9, codeFiles: undefined };
    expect(describeHolds(holds)).toBe("2 conversations, 4 messages, 9 memories");
  });

  it("shows a building export's progress as a whole percentage, and the others by their state", () => {
    expect(percentOf(0.456)).toBe(46);
    expect(percentOf(1.2)).toBe(100);
    expect(statusText({ status: "building", progress: 0.4 })).toBe("Building 40%");
    expect(statusText({ status: "failed", progress: 0.4 })).toBe("Failed");
  });

  it("filters by type, or keeps every one for All", () => {
    const list = [row("chat:aeris", "chat"), row("exchange:4", "council"), row("group:trinity", "group")];
    expect(byType(list, "all")).toHaveLength(3);
    expect(byType(list, "council").map((c) => c.id)).toEqual(["exchange:4"]);
  });
});
