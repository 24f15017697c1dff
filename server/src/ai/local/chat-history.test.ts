import { describe, expect, it } from "vitest";
import { sampleReplyRequest } from "../test-request";
import type { MemoryItem } from "../types";
import { buildLocalChatHistory } from "./chat-history";

const at = "2026-11-20T20:00:00.000Z";
const item = (role: MemoryItem["role"], content: string): MemoryItem => ({ role, content, timestamp: at, importance: 5 });

describe("buildLocalChatHistory", () => {
  it("puts the system prompt first, then the history, then the new message", () => {
    const request = sampleReplyRequest({ message: "Tell me of the rose window." });
    expect(buildLocalChatHistory(request, "You are Aeris.")).toEqual([
      { type: "system", text: "You are Aeris." },
      { type: "user", text: "Good evening, Aeris." },
      { type: "model", response: ["Good evening, Alex."] },
      { type: "user", text: "Tell me of the rose window." },
    ]);
  });

  it("leaves system notes to the system prompt and joins turns of the same role", () => {
    const request = sampleReplyRequest({
      message: "Are you there?",
      history: [
        item("assistant", "Welcome back."),
        item("assistant", "I kept the candles lit."),
        item("system", "Mode changed to sanctified"),
        item("user", "Hello?"),
      ],
    });
    expect(buildLocalChatHistory(request, "sys")).toEqual([
      { type: "system", text: "sys" },
      { type: "model", response: ["Welcome back.\n\nI kept the candles lit."] },
      { type: "user", text: "Hello?\n\nAre you there?" },
    ]);
  });

  it("skips empty turns and an empty system prompt", () => {
    const request = sampleReplyRequest({ message: "Hi", history: [item("user", "  ")] });
    expect(buildLocalChatHistory(request, " ")).toEqual([{ type: "user", text: "Hi" }]);
  });
});
