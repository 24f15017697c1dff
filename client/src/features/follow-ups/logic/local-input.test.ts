import { describe, expect, it } from "vitest";
import { fromLocalInput, hourLabel, toLocalInput } from "./local-input";

describe("the time of a follow-up in a datetime-local field", () => {
  it("goes there and back to the same instant, to the minute", () => {
    const iso = "2026-11-27T19:00:00.000Z";
    expect(fromLocalInput(toLocalInput(iso))).toBe(iso);
    expect(toLocalInput(iso)).toMatch(/^2026-11-2\dT\d{2}:00$/);
  });

  it("refuses what is not a time", () => {
    expect(fromLocalInput("")).toBeNull();
    expect(fromLocalInput("tomorrow")).toBeNull();
    expect(hourLabel(7)).toBe("07:00");
  });
});
