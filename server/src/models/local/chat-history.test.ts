import { describe, expect, it } from "vitest";
import { sampleReplyRequest } from "../connection/test-request";
import { requestLimits } from "../reply/request-budget";
import { buildSystemPrompt as buildSharedSystemPrompt } from "../reply/system-prompt";
import type { MemoryItem } from "../types";
import { buildLocalChatHistory, buildLocalChatWithin } from "./chat-history";

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

describe("buildLocalChatWithin (the request budget for a local model)", () => {
  const chars = (items: ReturnType<typeof buildLocalChatWithin>) =>
    items.reduce((n, i) => n + (i.type === "model" ? i.response.join("").length : i.text.length), 0);
  const recalled = Array.from({ length: 60 }, (_, i) => ({
    content: `Memory ${i}: a long evening by the river, talking of trains and bread and the neighbours. `.repeat(3),
    createdAt: `2026-10-${String((i % 28) + 1).padStart(2, "0")}T10:00:00.000Z`,
    importance: 5,
  }));
  const history = Array.from({ length: 15 }, (_, i) => item(i % 2 ? "assistant" : "user", `Turn ${i}. `.repeat(40)));
  const request = sampleReplyRequest({ message: "Tell me of the river.", history, recalled });
  const prompt = (r: typeof request) => buildSharedSystemPrompt(r, { canSeeImages: false });

  it("keeps the chat within the context the model is given, more memories in a larger one", () => {
    const small = buildLocalChatWithin(request, prompt, 1024);
    const large = buildLocalChatWithin(request, prompt, 4096);
    expect(chars(small)).toBeLessThanOrEqual(requestLimits({ contextTokens: 1024 }).requestChars);
    expect(chars(large)).toBeLessThanOrEqual(requestLimits({ contextTokens: 4096 }).requestChars);
    const memories = (items: typeof small) => (items[0]?.type === "system" ? (items[0].text.match(/Memory \d+:/g)?.length ?? 0) : 0);
    expect(memories(large)).toBeGreaterThan(memories(small));
    expect(chars(buildLocalChatHistory(request, prompt(request)))).toBeGreaterThan(requestLimits({ contextTokens: 4096 }).requestChars);
    expect(small.at(-1)).toEqual({ type: "user", text: expect.stringContaining("Tell me of the river.") });
  });
});
