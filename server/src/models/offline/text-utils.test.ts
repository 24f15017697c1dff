import { describe, expect, it } from "vitest";
import { capitalise, fill, listWords, normalise, snippet } from "./text-utils";

describe("text utils", () => {
  it("fills known placeholders and leaves unknown ones visible", () => {
    expect(fill("Hello {name}, about {topic} and {other}", { name: "Sam", topic: "tea" })).toBe("Hello Sam, about tea and {other}");
  });

  it("capitalises", () => {
    expect(capitalise("aeris")).toBe("Aeris");
  });

  it("cuts a snippet at a word and drops code blocks and trailing stops", () => {
    expect(snippet("  I walked\n by the sea.  ")).toBe("I walked by the sea");
    expect(snippet("see ```\ncode\n``` here")).toBe("see here");
    const long = snippet("word ".repeat(40), 30);
    expect(long.endsWith("…")).toBe(true);
    expect(long.length).toBeLessThanOrEqual(31);
  });

  it("normalises for comparison", () => {
    expect(normalise("  Show  Cathedral STATUS!! ")).toBe("show cathedral status");
  });

  it("lists words in English", () => {
    expect(listWords([])).toBe("");
    expect(listWords(["red"])).toBe("red");
    expect(listWords(["red", "blue"])).toBe("red and blue");
    expect(listWords(["red", "blue", "green"])).toBe("red, blue and green");
  });
});
