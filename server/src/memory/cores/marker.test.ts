import { describe, expect, it } from "vitest";
import { holdsMarker, isCoreValid } from "./marker";

const ANCHOR = "I remember the first light of the Cathedral";

describe("holdsMarker", () => {
  it("finds the phrase inside a longer memory, whatever the case", () => {
    expect(holdsMarker("I remember the first light of the Cathedral, and the Dreamer who lit it.", ANCHOR)).toBe(true);
    expect(holdsMarker("i REMEMBER the first light of the cathedral", ANCHOR)).toBe(true);
  });

  it("needs the whole phrase", () => {
    expect(holdsMarker("I remember the first light", ANCHOR)).toBe(false);
    expect(holdsMarker("anything", "")).toBe(false);
  });
});

describe("isCoreValid (§5: valid only with an item holding the marker phrase)", () => {
  it("is valid when one item holds the phrase", () => {
    expect(isCoreValid(["hello", `${ANCHOR}.`], ANCHOR)).toBe(true);
  });

  it("is invalid when none does, when empty, and without a marker", () => {
    expect(isCoreValid(["hello", "the first light"], ANCHOR)).toBe(false);
    expect(isCoreValid([], ANCHOR)).toBe(false);
    expect(isCoreValid([ANCHOR], null)).toBe(false);
  });
});
