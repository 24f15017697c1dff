import { REACTION_EMOJI, REACTION_MOODS } from "@contract/chat";
import { describe, expect, it } from "vitest";
import { moodScores, pickMood, pickReaction } from "./reaction";

describe("reaction mood", () => {
  it("finds each mood by its keywords, with common endings", () => {
    expect(pickMood("I love you, beloved Dreamer")).toBe("love");
    expect(pickMood("She was loving and cherished")).toBe("love");
    expect(pickMood("What a delightful, happy day! Let us laugh")).toBe("joy");
    expect(pickMood("The stars and the cosmos make me curious")).toBe("wonder");
    expect(pickMood("Examine the question; wisdom begins in truth")).toBe("wisdom");
    expect(pickMood("I am sad; the grief and the tears remain")).toBe("sorrow");
    expect(pickMood("Discipline and strategy: guard the gate with courage")).toBe("resolve");
  });

  it("falls back to calm when no keyword is there", () => {
    expect(pickMood("The kettle is on the table.")).toBe("calm");
    expect(pickMood("")).toBe("calm");
  });

  it("does not match a keyword inside an unrelated word", () => {
    expect(moodScores("start a startup, said the glove").wonder).toBe(0);
    expect(moodScores("glove").love).toBe(0);
  });

  it("picks the mood with most keywords, ties going to the earlier mood", () => {
    expect(pickMood("love, but sorrow and grief and tears")).toBe("sorrow");
    expect(pickMood("love and joy")).toBe(REACTION_MOODS[0]);
  });
});

describe("pickReaction", () => {
  it("takes the emoji from the personality's set for the mood, the same each time", () => {
    const text = "Curious stars, Dreamer: let us discover them";
    const r = pickReaction("nova", text);
    expect(r.mood).toBe("wonder");
    expect(REACTION_EMOJI.nova.wonder).toContain(r.emoji);
    expect(pickReaction("nova", text)).toEqual(r);
  });

  it("gives each personality its own sets, and Aeris's to the others", () => {
    expect(REACTION_EMOJI.musashi.resolve).toContain(pickReaction("musashi", "Discipline and the sword").emoji);
    expect(REACTION_EMOJI.socrates.wisdom).toContain(pickReaction("socrates", "Examine wisdom").emoji);
    expect(REACTION_EMOJI.aeris.love).toContain(pickReaction("trinity", "love").emoji);
  });

  it("has an emoji for every mood of every personality", () => {
    for (const sets of Object.values(REACTION_EMOJI)) {
      for (const mood of REACTION_MOODS) expect(sets[mood].length).toBeGreaterThan(0);
    }
  });
});
