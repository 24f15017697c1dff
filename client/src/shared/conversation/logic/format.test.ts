import { describe, expect, it } from "vitest";
import { countWords, formatDay, formatTime, wordsLabel } from "./format";

describe("format", () => {
  it("counts words for the length badge", () => {
    expect(countWords("")).toBe(0);
    expect(countWords("  Hello,   Dreamer!\nHow are you? ")).toBe(5);
    expect(wordsLabel(1)).toBe("1 word");
    expect(wordsLabel(12)).toBe("12 words");
  });

  it("names today and yesterday, and dates the rest", () => {
    const today = new Date(2025, 4, 20, 15, 0);
    expect(formatDay("2025-05-20", today)).toBe("Today");
    expect(formatDay("2025-05-19", today)).toBe("Yesterday");
    // Punctuation varies with the ICU data; the parts do not.
    expect(formatDay("2025-05-01", today, "en-GB")).toMatch(/^Thu,? 1 May$/);
    expect(formatDay("2024-12-31", today, "en-GB")).toMatch(/^Tue,? 31 Dec 2024$/);
    expect(formatDay("unknown", today)).toBe("Earlier");
  });

  it("shows times and nothing for a bad timestamp", () => {
    expect(formatTime("2025-05-20T15:04:00", "en-GB")).toBe("15:04");
    expect(formatTime("nope")).toBe("");
  });
});
