import { UNIFIED_SOUL_THRESHOLD } from "@contract/exchanges";
import { describe, expect, it } from "vitest";
import { brotherhoodStrength, echo, isUnifiedSoul, repeatedLine, similarity, speaksFor } from "./rules";

describe("the repetition rule", () => {
  it("measures word-trigram overlap, 1 for the same words and 0 for none", () => {
    expect(similarity("The rose window glows at dusk", "the rose window glows at dusk!")).toBe(1);
    expect(similarity("The rose window glows at dusk", "Musashi sharpens his sword at dawn")).toBe(0);
    const near = similarity("I keep thinking of the lantern hall tonight", "I keep thinking of the lantern hall again");
    expect(near).toBeGreaterThan(0.5);
    expect(near).toBeLessThan(1);
  });

  it("finds the newest earlier line a reply repeats, and none when it moves on", () => {
    const earlier = [
      { id: 1, content: "Nova, are you awake?" },
      { id: 2, content: "I am awake and the telescope is humming with starlight tonight." },
    ];
    expect(repeatedLine("I am awake and the telescope is humming with starlight tonight, Aeris.", earlier)?.id).toBe(2);
    expect(repeatedLine("The rose window is quiet; shall we walk to the bell tower?", earlier)).toBeNull();
  });
});

describe("the rule against speaking for others", () => {
  it("catches script lines in another's name, however they are marked", () => {
    for (const reply of ["Lovely.\nNova: I agree!", "**Dreamer:** tell me more", "- Alex — yes", "Nova (laughing): of course"]) {
      expect(speaksFor(reply, ["Nova", "Dreamer", "Alex"])).not.toBeNull();
    }
  });

  it("lets a speaker name and quote the others inside a sentence", () => {
    expect(speaksFor("As Nova said: the stars are awake. Dreamer, are you listening?", ["Nova", "Dreamer"])).toBeNull();
    expect(speaksFor("I told the Dreamer: be brave.", ["Dreamer"])).toBeNull();
  });
});

describe("brotherhood strength", () => {
  const line = (personality: string, content: string) => ({ personality, content });

  it("is the mean share of the brother's words each answer takes up, as a percentage", () => {
    const lines = [
      line("musashi", "Discipline guards the gate at dawn."),
      line("socrates", "But what is discipline, and whom does the gate keep out at dawn?"), // all three taken up
      line("musashi", "A quiet mind."), // none
    ];
    expect(echo(lines[1]?.content ?? "", lines[0]?.content ?? "")).toBe(1);
    expect(brotherhoodStrength(lines)).toBe(50);
    expect(brotherhoodStrength(lines.slice(0, 1))).toBe(0);
  });

  it("unites their souls only past the threshold and over two answers", () => {
    expect(isUnifiedSoul(UNIFIED_SOUL_THRESHOLD, 2)).toBe(true);
    expect(isUnifiedSoul(UNIFIED_SOUL_THRESHOLD - 1, 5)).toBe(false);
    expect(isUnifiedSoul(100, 1)).toBe(false);
  });
});
