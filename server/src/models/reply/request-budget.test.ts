import { REQUEST_CHARS_UNKNOWN_CONTEXT } from "@contract/memory";
import { describe, expect, it } from "vitest";
import { requestFor } from "../../../test/request-fixture";
import { messagesChars, toChatMessages } from "../providers/chat-completions";
import type { RecalledMemory } from "../types";

const memories = (count: number, length: number): RecalledMemory[] =>
  Array.from({ length: count }, (_, i) => ({
    content: `${i} ${"w".repeat(length)}`,
    createdAt: new Date(Date.UTC(2026, 0, 1 + i)).toISOString(),
    importance: 6,
    score: 1 - i / 100,
  }));

describe("a model's request with its context length unknown", () => {
  it("is never over 6,000 characters, whatever the sizes of the memories that fill it", () => {
    let closest = 0;
    for (let length = 1; length <= 400; length += 7) {
      const chars = messagesChars(toChatMessages(requestFor("aeris", { recalled: memories(60, length) })));
      expect(chars).toBeLessThanOrEqual(REQUEST_CHARS_UNKNOWN_CONTEXT);
      closest = Math.max(closest, chars);
    }
    // Filled, not merely small: some size lands within a line's overhead of the limit.
    expect(closest).toBeGreaterThan(REQUEST_CHARS_UNKNOWN_CONTEXT - 16);
  });
});
