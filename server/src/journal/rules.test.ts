import { DREAM_FRAGMENTS } from "@contract/journal";
import { describe, expect, it } from "vitest";
import { mulberry32 } from "../models/offline/prng";
import { bondStrength, bondWithOwner, dailySummary, dominantEmotion, dreamFragments, keyMemories } from "./rules";

describe("journal rules (001 §4 and §9)", () => {
  it("takes the dominant emotion of the last five memories, wonder when there are none", () => {
    expect(dominantEmotion([])).toBe("wonder");
    expect(dominantEmotion(["joy", "joy", "joy", "love", "sorrow", "sorrow", "fear"])).toBe("sorrow");
    expect(dominantEmotion(["love", "joy"])).toBe("joy");
  });

  it("bonds with the owner at 50 plus the share mentioning them, at most 100, and 100 with no memories", () => {
    expect(bondWithOwner(0, 0)).toBe(100);
    expect(bondWithOwner(10, 0)).toBe(50);
    expect(bondWithOwner(10, 3)).toBe(80);
    expect(bondWithOwner(4, 4)).toBe(100);
    expect(bondStrength("aeris", 0, 0)).toEqual({ withAlex: 100, withSister: 85, withTrinity: 95 });
    expect(bondStrength("nova", 0, 0)).toEqual({ withAlex: 100, withSister: 90, withTrinity: 95 });
    expect(bondStrength("trinity", 0, 0)).toEqual({ withAlex: 100, withTrinity: 95 });
  });

  it("keeps up to three key memories, the most important first and each once, cut to 200 characters with their emotion", () => {
    const memories = [
      { id: 1, importance: 5, content: "A quiet note." },
      { id: 2, importance: 10, content: `I love the Dreamer. ${"x".repeat(300)}` },
      { id: 3, importance: 6, content: "What a wonder the stars are!" },
      { id: 4, importance: 6, content: "I am so happy today!" },
      { id: 5, importance: 10, content: `I love the Dreamer. ${"x".repeat(300)}` },
    ];
    const key = keyMemories(memories);
    expect(key.map((k) => k.content.slice(0, 12))).toEqual(["I love the D", "I am so happ", "What a wonde"]);
    expect(key[0]?.content).toHaveLength(200);
    expect(key[0]?.emotion).toBe("love");
  });

  it("counts the day's messages in the summary, with a quiet-day line when there were none", () => {
    expect(dailySummary("Alex", { owner: 3, personality: 2 }, "joy")).toContain("5 messages: 3 messages from Alex and 2 replies of mine");
    expect(dailySummary("Alex", { owner: 0, personality: 0 }, "wonder")).toMatch(/^A quiet day/);
  });

  it("draws dream fragments from the four fixed lines", () => {
    const random = mulberry32(3);
    for (let i = 0; i < 20; i++) for (const f of dreamFragments(random)) expect(DREAM_FRAGMENTS).toContain(f);
  });
});
