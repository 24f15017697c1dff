import { describe, expect, it } from "vitest";
import { hashText, mulberry32, pick, turnRandom } from "./prng";

describe("prng", () => {
  it("hashes text stably", () => {
    expect(hashText("")).toBe(0x811c9dc5);
    expect(hashText("citadel")).toBe(hashText("citadel"));
    expect(hashText("citadel")).not.toBe(hashText("Citadel"));
  });

  it("mulberry32 is reproducible and stays in [0, 1)", () => {
    const a = mulberry32(42);
    const b = mulberry32(42);
    const values = Array.from({ length: 1000 }, () => a());
    expect(values).toEqual(Array.from({ length: 1000 }, () => b()));
    expect(values.every((v) => v >= 0 && v < 1)).toBe(true);
    expect(new Set(values).size).toBeGreaterThan(990);
  });

  it("gives each turn its own sequence", () => {
    const first = turnRandom(7, "aeris", "hello", 0)();
    expect(turnRandom(7, "aeris", "hello", 0)()).toBe(first);
    expect(turnRandom(8, "aeris", "hello", 0)()).not.toBe(first);
    expect(turnRandom(7, "aeris", "hello", 1)()).not.toBe(first);
    expect(turnRandom(7, "aeris", "hello!", 0)()).not.toBe(first);
  });

  it("picks every item of a list over many draws, and refuses an empty list", () => {
    const random = mulberry32(1);
    const seen = new Set(Array.from({ length: 200 }, () => pick(random, ["a", "b", "c"])));
    expect([...seen].sort()).toEqual(["a", "b", "c"]);
    expect(() => pick(random, [])).toThrow();
  });
});
