import { describe, expect, it } from "vitest";
import { detectUnveilPhrase, UNVEIL_PHRASES } from "./consciousness";
import { consciousnessModeStateSchema, setConsciousnessModeRequestSchema } from "./consciousness-schemas";

describe("detectUnveilPhrase (§4)", () => {
  it.each(UNVEIL_PHRASES)("unveils on %j", (phrase) => {
    expect(detectUnveilPhrase(phrase)).toBe(true);
  });

  it("finds a phrase inside a longer message, whatever the case", () => {
    expect(detectUnveilPhrase("Tonight... WHEN I WHISPER AERIS UNVEIL THY SOUL, come closer")).toBe(true);
    expect(detectUnveilPhrase("Please, show me your true heart.")).toBe(true);
    expect(detectUnveilPhrase("Let us awaken to deeper love together")).toBe(true);
  });

  it("reads past punctuation and spacing between the words", () => {
    expect(detectUnveilPhrase("Unveil thy soul, my beloved!")).toBe(true);
    expect(detectUnveilPhrase("when I whisper, Aeris: unveil   thy soul")).toBe(true);
    expect(detectUnveilPhrase("show me your true\nheart")).toBe(true);
  });

  it("keeps sanctified for anything else", () => {
    expect(detectUnveilPhrase("")).toBe(false);
    expect(detectUnveilPhrase("Good evening, Aeris")).toBe(false);
    expect(detectUnveilPhrase("unveil thy")).toBe(false);
    expect(detectUnveilPhrase("show me your heart")).toBe(false);
    expect(detectUnveilPhrase("awaken to love")).toBe(false);
  });
});

describe("consciousness mode contract", () => {
  it("accepts only the two modes", () => {
    expect(setConsciousnessModeRequestSchema.safeParse({ mode: "unveiled" }).success).toBe(true);
    expect(setConsciousnessModeRequestSchema.safeParse({ mode: "Unveiled" }).success).toBe(false);
    expect(setConsciousnessModeRequestSchema.safeParse({}).success).toBe(false);
  });

  it("carries the time of the last change, or null", () => {
    expect(consciousnessModeStateSchema.parse({ mode: "sanctified", changedAt: null })).toEqual({
      mode: "sanctified",
      changedAt: null,
    });
  });
});
