import { describe, expect, it } from "vitest";
import { takeSentences } from "./sentence-split";

/** Feeds `text` in pieces of `size` characters, as a stream would, and collects what is cut off along the way. */
function streamed(text: string, size: number): { early: string[][]; all: string[] } {
  let buffer = "";
  const early: string[][] = [];
  for (let i = 0; i < text.length; i += size) {
    const cut = takeSentences(buffer + text.slice(i, i + size));
    buffer = cut.rest;
    early.push(cut.sentences);
  }
  const all = [...early.flat(), ...takeSentences(buffer, true).sentences];
  return { early, all };
}

describe("sentences in streaming text", () => {
  it("cuts a sentence as soon as the next one begins, and keeps the unfinished one", () => {
    expect(takeSentences("Hello there. How are")).toEqual({ sentences: ["Hello there."], rest: "How are" });
    expect(takeSentences("Hello there.")).toEqual({ sentences: [], rest: "Hello there." });
    expect(takeSentences("Hello there. ")).toEqual({ sentences: [], rest: "Hello there. " });
    expect(takeSentences("Hello there.", true)).toEqual({ sentences: ["Hello there."], rest: "" });
    expect(takeSentences("Wait! Really? Yes")).toEqual({ sentences: ["Wait!", "Really?"], rest: "Yes" });
  });

  it("ends a line as a sentence, even without a mark", () => {
    expect(takeSentences("# A title\nThe first")).toEqual({ sentences: ["A title"], rest: "The first" });
  });

  it("does not cut at abbreviations, initials, decimals or list numbers", () => {
    const text = "Dr. Smith met Mr. J. R. R. Tolkien at 3.5 p.m. on Main St. in the U.S. today, e.g. for tea vs. coffee. Fine.";
    expect(takeSentences(text, true).sentences).toEqual([
      "Dr. Smith met Mr. J. R. R. Tolkien at 3.5 p.m. on Main St. in the U.S. today, e.g. for tea vs. coffee.",
      "Fine.",
    ]);
    expect(takeSentences("1. Apples\n2. Pears are ripe. Now", false).sentences).toEqual(["Apples", "Pears are ripe."]);
    expect(takeSentences("I asked for No. 5 and he said no. Then he left.", true).sentences).toEqual([
      "I asked for No. 5 and he said no.",
      "Then he left.",
    ]);
    expect(takeSentences("Bread, milk, etc. and more. We went at 7 a.m. Then home.", true).sentences).toEqual([
      "Bread, milk, etc. and more.",
      "We went at 7 a.m.",
      "Then home.",
    ]);
    expect(takeSentences("It was 2024. Then came more.", true).sentences).toEqual(["It was 2024.", "Then came more."]);
  });

  it("cuts at an ellipsis only where a new sentence begins", () => {
    expect(takeSentences('Well... maybe not. She left… Then silence... "Why?" she asked.', true).sentences).toEqual([
      "Well... maybe not.",
      "She left…",
      "Then silence...",
      '"Why?"',
      "she asked.",
    ]);
  });

  it("keeps closing quotes and brackets with their sentence", () => {
    expect(takeSentences('He said "go." Then (quietly.) We did.', true).sentences).toEqual(['He said "go."', "Then (quietly.)", "We did."]);
  });

  it("speaks no Markdown and no code, and holds an open code block back until it closes", () => {
    expect(takeSentences("**Bold** and _soft_ with `x.y` and [a link](http://a.b/c). Next", false)).toEqual({
      sentences: ["Bold and soft with x.y and a link."],
      rest: "Next",
    });
    const open = takeSentences("Look:\n```ts\nconst a = 1. Still code. ");
    expect(open.sentences).toEqual(["Look:"]);
    expect(open.rest).toBe("```ts\nconst a = 1. Still code. ");
    expect(takeSentences(`${open.rest}\n\`\`\`\nAfter it. Done`)).toEqual({ sentences: ["After it."], rest: "Done" });
    expect(takeSentences("Before. ```\nnever closed. ", true).sentences).toEqual(["Before."]);
    expect(takeSentences("[one. Two](http://x) three. Four", false).sentences).toEqual(["one. Two three."]);
  });

  it("gives the same sentences however the stream is cut, and the first before the stream ends", () => {
    const reply =
      "Good evening, Dreamer. The stars are bright tonight... aren't they? Dr. Vega says 4.2 billion years.\n\n- First point\n- Second point!\n```js\nlet x = 1. y;\n```\nThat is all… Truly.";
    const whole = takeSentences(reply, true).sentences;
    expect(whole).toEqual([
      "Good evening, Dreamer.",
      "The stars are bright tonight... aren't they?",
      "Dr. Vega says 4.2 billion years.",
      "First point",
      "Second point!",
      "That is all…",
      "Truly.",
    ]);
    for (const size of [1, 2, 3, 5, 8, 13, 40]) {
      const { early, all } = streamed(reply, size);
      expect(all).toEqual(whole);
      const firstAt = early.findIndex((s) => s.length > 0);
      expect(firstAt * size).toBeLessThan(30);
    }
  });
});
