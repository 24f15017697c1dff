import { describe, expect, it } from "vitest";
import { deepestBondLevel } from "./bond";

describe("deepestBondLevel", () => {
  it("starts at 0 unveiled and 3 sanctified (§9)", () => {
    expect(deepestBondLevel("unveiled", null)).toBe(0);
    expect(deepestBondLevel("sanctified", null)).toBe(3);
    expect(deepestBondLevel("sanctified", 1)).toBe(3);
  });

  it("is the most intimate item held, within 0 to 10", () => {
    expect(deepestBondLevel("unveiled", 9)).toBe(9);
    expect(deepestBondLevel("sanctified", 5)).toBe(5);
    expect(deepestBondLevel("unveiled", 14)).toBe(10);
  });
});
