import { describe, expect, it } from "vitest";
import { speakableText, takeSentences } from "./sentence-split";
import { chunkLimit, speakableChunks, splitLong } from "./speakable-text";

describe("speakable text", () => {
  it("reads markdown without its marks or code blocks", () => {
    expect(speakableText("**Hello**, _Dreamer_.\n\n```js\nx()\n```\nSee [the stars](http://x) `now`")).toBe(
      "Hello, Dreamer. See the stars now",
    );
  });

  it("splits at the ends of sentences, keeping closing quotes", () => {
    expect(takeSentences('Hello there. How are you? "Fine!" she said… Then 3.5 stars.', true).sentences).toEqual([
      "Hello there.",
      "How are you?",
      '"Fine!"',
      "she said…",
      "Then 3.5 stars.",
    ]);
  });

  it("splits a long sentence at commas, then between words, never past the limit", () => {
    const sentence = "One two three, four five six, seven eight nine, ten eleven twelve";
    expect(splitLong(sentence, 30)).toEqual(["One two three, four five six,", "seven eight nine,", "ten eleven twelve"]);
    const noCommas = Array.from({ length: 40 }, (_, i) => `word${i}`).join(" ");
    const pieces = splitLong(noCommas, 50);
    expect(pieces.every((p) => p.length <= 50)).toBe(true);
    expect(pieces.join(" ")).toBe(noCommas);
    expect(splitLong("short", 50)).toEqual(["short"]);
  });

  it("gives slower speech shorter pieces, with a floor", () => {
    expect(chunkLimit(1)).toBe(150);
    expect(chunkLimit(2)).toBe(300);
    expect(chunkLimit(0.3)).toBe(45);
    expect(chunkLimit(0.1)).toBe(40);
  });

  it("turns a reply into lines and sentences, each short enough, with the markdown gone", () => {
    const reply = [
      "# A title",
      "First sentence. Second **bold** sentence!",
      "- a list item",
      "```ts\nconst x = 1;\n```",
      `${"A very long clause that goes on and on, ".repeat(6)}and ends here.`,
    ].join("\n");
    const chunks = speakableChunks(reply, 1);
    expect(chunks.slice(0, 4)).toEqual(["A title", "First sentence.", "Second bold sentence!", "a list item"]);
    expect(chunks.join(" ")).not.toContain("const x");
    expect(chunks.length).toBeGreaterThan(5);
    expect(chunks.every((c) => c.length <= 150)).toBe(true);
    expect(speakableChunks("```\ncode only\n```")).toEqual([]);
  });
});
