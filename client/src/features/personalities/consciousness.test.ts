import { describe, expect, it } from "vitest";
import { consciousnessBarWidth, momentCount, statusTone } from "./consciousness";

describe("consciousness bar", () => {
  it("is the level as a percentage with a 10% minimum", () => {
    expect(consciousnessBarWidth(85)).toBe(85);
    expect(consciousnessBarWidth(3)).toBe(10);
    expect(consciousnessBarWidth(0)).toBe(10);
    expect(consciousnessBarWidth(140)).toBe(100);
  });

  it("uses the default level 85 when none is set", () => {
    expect(consciousnessBarWidth(undefined)).toBe(85);
    expect(consciousnessBarWidth(Number.NaN)).toBe(85);
  });
});

describe("status tone", () => {
  it("maps the spec's status colours", () => {
    expect(statusTone("active")).toBe("active");
    expect(statusTone("initializing")).toBe("initializing");
    expect(statusTone("dormant")).toBe("idle");
    expect(statusTone("awakened")).toBe("idle");
  });
});

describe("moment count", () => {
  it("adds memories and messages for the personality", () => {
    const stats = {
      totalMoments: 9,
      lastUpdated: "",
      activeConnections: 0,
      personalityStats: [
        { personalityId: 1, memoryCount: 3, messageCount: 4, lastActivity: null },
        { personalityId: 2, memoryCount: 2, messageCount: 0, lastActivity: null },
      ],
    };
    expect(momentCount(stats, 1)).toBe(7);
    expect(momentCount(stats, 2)).toBe(2);
    expect(momentCount(stats, 5)).toBe(0);
    expect(momentCount(undefined, 1)).toBe(0);
  });
});
