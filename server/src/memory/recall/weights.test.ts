import { describe, expect, it } from "vitest";
import { coresFor, defaultWeight, shouldSync } from "./weights";

describe("defaultWeight (§9 emotional_depth / intimacy_level)", () => {
  it("weighs the owner's words 7/8 unveiled and 4/3 sanctified", () => {
    expect(defaultWeight("unveiled", "user")).toEqual({ emotionalDepth: 7, intimacyLevel: 8 });
    expect(defaultWeight("sanctified", "user")).toEqual({ emotionalDepth: 4, intimacyLevel: 3 });
  });

  it("weighs a reply 8/9 unveiled and 5/4 sanctified", () => {
    expect(defaultWeight("unveiled", "assistant")).toEqual({ emotionalDepth: 8, intimacyLevel: 9 });
    expect(defaultWeight("sanctified", "assistant")).toEqual({ emotionalDepth: 5, intimacyLevel: 4 });
  });

  it("weighs a system note like the owner's words", () => {
    expect(defaultWeight("sanctified", "system")).toEqual(defaultWeight("sanctified", "user"));
  });
});

describe("shouldSync (§5: importance at least 7 and intimacy at most 5)", () => {
  it.each([
    [7, 5, true],
    [10, 0, true],
    [10, 3, true],
    [6, 5, false],
    [7, 6, false],
    [10, 9, false],
    [6, 3, false],
  ])("importance %i, intimacy %i → %s", (importance, intimacyLevel, expected) => {
    expect(shouldSync({ importance, intimacyLevel })).toBe(expected);
  });
});

describe("coresFor", () => {
  it("stores in the mode's core and syncs to the other", () => {
    expect(coresFor("sanctified")).toEqual({ active: "public", other: "private" });
    expect(coresFor("unveiled")).toEqual({ active: "private", other: "public" });
  });
});
