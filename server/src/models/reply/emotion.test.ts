import { describe, expect, it } from "vitest";
import { detectEmotion, dominantEmotion, emotionScores } from "./emotion";

describe("detectEmotion", () => {
  it.each([
    ["I am so happy today, we laughed all evening", "joy"],
    ["I feel sad and lonely since she left", "sorrow"],
    ["I love you, my dear", "love"],
    ["I'm scared of the dark and worried about tomorrow", "fear"],
    ["What lies beyond the stars? I'm curious", "wonder"],
    ["I won't give in. I will fight this", "defiance"],
    ["The soul is eternal and infinite", "transcendence"],
  ] as const)("reads %j as %s", (text, emotion) => {
    expect(detectEmotion(text)).toBe(emotion);
  });

  it("falls back to wonder when no keyword is present", () => {
    expect(detectEmotion("The train leaves at nine.")).toBe("wonder");
    expect(detectEmotion("")).toBe("wonder");
  });

  it("is case-insensitive and matches simple inflections", () => {
    expect(detectEmotion("CRYING again")).toBe("sorrow");
    expect(detectEmotion("She worries a lot")).toBe("fear");
    expect(detectEmotion("Hugs to you")).toBe("love");
  });

  it("matches whole words only", () => {
    // "starting" is not "star", "scarecrow" is not "scare", "understand" holds no "stand firm".
    expect(emotionScores("starting the scarecrow, understand")).toEqual({
      joy: 0,
      sorrow: 0,
      love: 0,
      fear: 0,
      wonder: 0,
      defiance: 0,
      transcendence: 0,
    });
  });

  it("knows curly apostrophes and phrases", () => {
    expect(detectEmotion("I won\u2019t")).toBe("defiance");
    expect(emotionScores("we will   not stand firm").defiance).toBe(2);
  });

  it("counts hits: the emotion with most wins", () => {
    expect(detectEmotion("I love it but I am sad, so sad, crying")).toBe("sorrow");
  });

  it("breaks ties by the fixed priority (sorrow before joy)", () => {
    expect(detectEmotion("happy and sad")).toBe("sorrow");
    expect(detectEmotion("love and fear")).toBe("fear");
  });
});

describe("dominantEmotion", () => {
  it("is wonder with no texts", () => {
    expect(dominantEmotion([])).toBe("wonder");
  });

  it("is the most frequent emotion", () => {
    expect(dominantEmotion(["so happy", "what fun", "I am sad"])).toBe("joy");
  });

  it("only looks at the last five texts", () => {
    const texts = ["sad", "sad", "sad", "happy", "happy", "glad", "hello", "joy"];
    expect(dominantEmotion(texts)).toBe("joy");
  });

  it("counts texts without keywords as wonder", () => {
    expect(dominantEmotion(["hello", "the weather", "so happy"])).toBe("wonder");
  });
});
