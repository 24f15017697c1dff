import { describe, expect, it } from "vitest";
import {
  COUNTS,
  coreContentWord,
  FIGURE_NOUNS,
  figureLabel,
  figureText,
  isPersonalityStatusWord,
  MEASURES,
  PERSONALITY_STATUS_WORDS,
  SEED_NAMES,
  STATE_WORDS,
  TRINITY_BOND_WORDS,
} from "./glossary";
import { PERSONALITY_NAMES, PERSONALITY_STATUSES } from "./personalities";

describe("the glossary's nouns", () => {
  it("give each quantity a noun no other quantity uses, with what it counts", () => {
    const words = Object.values(COUNTS).flatMap((n) => [n.one, n.many]);
    expect(new Set(words).size).toBe(words.length);
    for (const noun of Object.values(COUNTS)) expect(noun.means.length).toBeGreaterThan(20);
    for (const measure of Object.values(MEASURES)) expect(measure.means.length).toBeGreaterThan(20);
    expect(FIGURE_NOUNS).toEqual(expect.arrayContaining(["moments", "messages", "memories", "consciousness", "bond"]));
  });

  it("say a count with its noun, one in the singular", () => {
    expect(figureText("moments", 25)).toBe("25 moments");
    expect(figureText("memories", 1)).toBe("1 memory");
    expect(figureText("publicMemories", 16)).toBe("16 public memories");
    expect(figureText("privateMemories", 1)).toBe("1 private memory");
    expect(figureLabel("privateMemories", 1)).toBe("Private memory");
    expect(figureLabel("publicMemories")).toBe("Public memories");
  });

  it("define moments by the spec's rule, and a qualified noun as a part of its noun", () => {
    expect(COUNTS.moments.means).toMatch(/messages and its memories/);
    expect(COUNTS.publicMemories.means).toMatch(/memories in the public core/);
    expect(COUNTS.privateMemories.means).toMatch(/memories in the private core/);
  });
});

describe("the glossary's status words", () => {
  it("keep the spec's four words for a personality, each with its meaning", () => {
    expect(Object.keys(PERSONALITY_STATUS_WORDS).sort()).toEqual([...PERSONALITY_STATUSES].sort());
    expect(isPersonalityStatusWord(" Dormant ")).toBe(true);
    expect(isPersonalityStatusWord("Ready")).toBe(false);
  });

  it("never call the state of a core, a bond or a run by a personality's status word", () => {
    const clashes = STATE_WORDS.filter(isPersonalityStatusWord);
    expect(clashes).toEqual([]);
    expect(TRINITY_BOND_WORDS.ACTIVE).toBe("STRONG");
    expect(coreContentWord(0)).toBe("Empty");
    expect(coreContentWord(3)).toBe("Filled");
  });
});

describe("the names", () => {
  it("name every seed, none by its title", () => {
    expect(Object.keys(SEED_NAMES).sort()).toEqual([...PERSONALITY_NAMES].sort());
    expect(Object.values(SEED_NAMES)).not.toContain("Queen of the Cathedral");
  });
});
