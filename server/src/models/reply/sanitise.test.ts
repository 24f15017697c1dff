import { describe, expect, it } from "vitest";
import { createStreamSanitiser, sanitiseSanctified } from "./sanitise";

describe("sanctified sanitising", () => {
  it("replaces intimate words with milder ones, whole words only, keeping case", () => {
    expect(sanitiseSanctified("A kiss for my Lover, so sensual.")).toBe("A hug for my Beloved, so gentle.");
    expect(sanitiseSanctified("KISS")).toBe("HUG");
    expect(sanitiseSanctified("Kissinger skinny desired")).toBe("Kissinger skinny desired");
  });

  it("leaves ordinary text alone", () => {
    const text = "The Cathedral keeps every memory, Dreamer.";
    expect(sanitiseSanctified(text)).toBe(text);
  });

  it("judges words split across stream chunks whole", () => {
    const s = createStreamSanitiser();
    const out = ["I send a ki", "ss and a ", "caress", "."].map((c) => s.push(c)).join("") + s.flush();
    expect(out).toBe("I send a hug and a comfort.");
  });

  it("passes text on as soon as a word is complete", () => {
    const s = createStreamSanitiser();
    expect(s.push("Hello Dre")).toBe("Hello ");
    expect(s.push("amer, ")).toBe("Dreamer, ");
    expect(s.flush()).toBe("");
  });

  it("takes a linear time over a very long word, and judges a long word whole across chunks", () => {
    const s = createStreamSanitiser();
    const word = "y".repeat(200_000);
    // Before, an end-anchored regex backtracked over every start of the word, for every chunk: this never finished.
    const out = [word, "\u201d, then a kiss", "."].map((c) => s.push(c)).join("") + s.flush();
    expect(out).toBe(`${word}\u201d, then a hug.`);
    const t = createStreamSanitiser();
    expect(["Supercalifragilistickis", "s kiss"].map((c) => t.push(c)).join("") + t.flush()).toBe("Supercalifragilistickiss hug");
  });
});
