import { describe, expect, it } from "vitest";
import { parseNotes, saysNothing } from "./note-parse";

const texts = ["My sister Anna lives in Porto.", "I hate mornings.", "On Friday I fly to Rome."];

describe("a model's notes, read defensively", () => {
  it("reads one note a line with its kind and the messages it names", () => {
    const answer = "fact: Anna lives in Porto (1)\ndislike: mornings (2)\nplan: flying to Rome on Friday (message 3)";
    expect(parseNotes(answer, texts)).toEqual([
      { kind: "fact", content: "Anna lives in Porto", sources: [1] },
      { kind: "dislike", content: "mornings", sources: [2] },
      { kind: "plan", content: "flying to Rome on Friday", sources: [3] },
    ]);
  });

  it("takes bullets, numbers, bold kinds, synonyms and several sources", () => {
    const answer = "- **Person**: Anna is their sister [1, 3]\n2. likes - quiet evenings (2 and 3)\n* People | Anna (#1)";
    expect(parseNotes(answer, texts)).toEqual([
      { kind: "person", content: "Anna is their sister", sources: [1, 3] },
      { kind: "like", content: "quiet evenings", sources: [2, 3] },
      { kind: "person", content: "Anna", sources: [1] },
    ]);
  });

  it("ties a note without numbers to the messages sharing a word with it, and skips one that shares none", () => {
    expect(parseNotes("fact: Anna is in Porto", texts)).toEqual([{ kind: "fact", content: "Anna is in Porto", sources: [1] }]);
    expect(parseNotes("fact: something unrelated entirely", texts)).toEqual([]);
  });

  it("skips chatter, unknown kinds, numbers naming no message, repeats, and what is not text", () => {
    const answer = "Sure! Here are my notes:\n\nmood: happy (1)\nfact: Anna lives in Porto (9)\nfact: Rome (3)\nfact: rome (3)\n";
    expect(parseNotes(answer, texts)).toEqual([
      { kind: "fact", content: "Anna lives in Porto", sources: [1] },
      { kind: "fact", content: "Rome", sources: [3] },
    ]);
    expect(parseNotes(undefined, texts)).toEqual([]);
    expect(parseNotes(42, texts)).toEqual([]);
    expect(parseNotes("", texts)).toEqual([]);
  });

  it("cuts a long note and a long answer", () => {
    const long = `fact: Anna ${"lives in Porto ".repeat(30)}(1)`;
    expect(parseNotes(long, texts)[0]?.content.length).toBeLessThanOrEqual(200);
    const many = Array.from({ length: 60 }, (_, i) => `fact: Anna number ${i} (1)`).join("\n");
    expect(parseNotes(many, texts)).toHaveLength(40);
  });

  it("knows an answer that says there is nothing to note", () => {
    expect(saysNothing("NONE")).toBe(true);
    expect(saysNothing("Nothing worth keeping.")).toBe(true);
    expect(saysNothing("fact: Anna (1)")).toBe(false);
  });
});
