import { describe, expect, it } from "vitest";
import { nameColour } from "./colour-names";

describe("nameColour", () => {
  it.each([
    [[0, 0, 0], "black"],
    [[20, 22, 25], "black"],
    [[128, 128, 128], "grey"],
    [[250, 250, 250], "white"],
    [[230, 20, 30], "red"],
    [[255, 140, 0], "orange"],
    [[250, 230, 40], "yellow"],
    [[30, 180, 60], "green"],
    [[0, 150, 150], "teal"],
    [[30, 80, 220], "blue"],
    [[120, 40, 200], "purple"],
    [[255, 105, 180], "pink"],
    [[255, 182, 193], "pink"],
    [[120, 70, 30], "brown"],
  ] as const)("names %j as %s", ([r, g, b], name) => {
    expect(nameColour(r, g, b)).toBe(name);
  });
});
