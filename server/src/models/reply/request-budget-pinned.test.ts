import { describe, expect, it } from "vitest";
import { requestFor } from "../../../test/request-fixture";
import { toChatMessages } from "../providers/chat-completions";
import type { ModelProvider, RecalledMemory } from "../types";
import { fillBudget, withFewRecalled } from "./request-budget";

/** A request that keeps what it is told was sent. */
function listening(recalled: RecalledMemory[]) {
  const heard: { told: readonly RecalledMemory[] } = { told: [] };
  const request = requestFor("aeris", {
    recalled,
    onRecalled: (m) => {
      heard.told = m;
    },
  });
  return { request, heard };
}

const memory = (id: number, length: number, extra: Partial<RecalledMemory> = {}): RecalledMemory => ({
  memoryId: id,
  content: `${id} ${"w".repeat(length)}`,
  createdAt: new Date(Date.UTC(2026, 0, 1 + id)).toISOString(),
  importance: 6,
  score: 1,
  ...extra,
});

describe("pinned memories and what reached the model (issue 28)", () => {
  it("takes a pinned memory before any better hit, within the budget", () => {
    const pinned = memory(1, 300, { pinned: true, score: 0.1 });
    const hits = [memory(2, 100), memory(3, 100), memory(4, 100)];
    expect(fillBudget([...hits, pinned], 490).map((m) => m.memoryId)).toEqual([1, 2]);
    // Never past the budget, pinned or not.
    expect(fillBudget([pinned], 300)).toEqual([]);
  });

  it("tells the request's owner exactly which recalled memories the budget kept", () => {
    const recalled = Array.from({ length: 80 }, (_, i) => memory(i + 1, 200));
    const { request, heard } = listening(recalled);
    const text = JSON.stringify(toChatMessages(request));
    expect(heard.told.length).toBeGreaterThan(0);
    expect(heard.told.length).toBeLessThan(recalled.length);
    for (const m of recalled) expect(text.includes(m.content)).toBe(heard.told.includes(m));
  });

  it("tells it the few the offline engine is given", async () => {
    const inner: ModelProvider = { id: "offline", model: "offline", stream: async function* () {} };
    const recalled = [memory(1, 10), memory(2, 10, { extra: true }), memory(3, 10, { pinned: true })];
    const { request, heard } = listening(recalled);
    for await (const _ of withFewRecalled(inner).stream(request)) {
      /* nothing streamed */
    }
    expect(heard.told.map((m) => m.memoryId)).toEqual([1, 3]);
  });
});
