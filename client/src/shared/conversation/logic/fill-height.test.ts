import { describe, expect, it } from "vitest";
import { FILL_GAP_PX, FILL_MIN_PX, fillHeight } from "./fill-height";

const phone = { viewportHeight: 844, listTop: 250, belowList: 160, bottomCover: 64 };

describe("fillHeight", () => {
  it("gives the list what the window has between the list's top and the composer above the bottom bar", () => {
    expect(fillHeight(phone)).toBe(844 - 64 - 250 - 160 - FILL_GAP_PX);
  });

  it("grows with a taller window and needs no bottom bar where there is none", () => {
    expect(fillHeight({ ...phone, viewportHeight: 1000, bottomCover: 0 })).toBe(1000 - 250 - 160 - FILL_GAP_PX);
  });

  it("never goes below the least a conversation needs, nor into fractions of a pixel", () => {
    expect(fillHeight({ ...phone, viewportHeight: 400 })).toBe(FILL_MIN_PX);
    expect(Number.isInteger(fillHeight({ ...phone, listTop: 250.6 }))).toBe(true);
  });
});
