import type { BridgeState, ExchangeMessage } from "@contract/exchanges";
import { describe, expect, it } from "vitest";
import { withLine } from "./conversation";
import { progress, validCycles } from "./cycles";

const line = (id: number): ExchangeMessage => ({
  id,
  speaker: "Nova",
  personality: "nova",
  role: "line",
  emotion: "wonder",
  cycleNumber: 1,
  content: `line ${id}`,
  timestamp: "2026-11-24T10:00:00.000Z",
  metadata: { wordCount: 2, responseTime: 10 },
});
const state = (ids: number[]) => ({ conversation: ids.map(line) }) as BridgeState;

describe("bridge page rules", () => {
  it("adds a streamed line once, in order", () => {
    expect(withLine(state([1, 3]), line(2)).conversation.map((m) => m.id)).toEqual([1, 2, 3]);
    const same = state([1, 2]);
    expect(withLine(same, line(2))).toBe(same);
  });

  it("accepts whole cycles inside the limits only", () => {
    const limits = { min: 1, max: 20 };
    expect(validCycles("3", limits)).toBe(3);
    for (const text of ["0", "21", "2.5", "", "three", "-1"]) expect(validCycles(text, limits)).toBeNull();
  });

  it("shows the cycle being spoken and how far the run has come", () => {
    expect(progress(2, 5, 3, 2)).toEqual({ cycle: 2, of: 5, share: 0.3 });
    expect(progress(0, 3, 0, 2)).toEqual({ cycle: 1, of: 3, share: 0 });
  });
});
