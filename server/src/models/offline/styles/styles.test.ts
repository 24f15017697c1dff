import { EMOTIONS } from "@contract/emotions";
import { describe, expect, it } from "vitest";
import { detectEmotion } from "../../reply/emotion";
import { fill } from "../text-utils";
import { COUNCIL } from "./council";
import type { ChorusStyle, PersonaStyle } from "./style";
import { styleOf } from "./style-of";
import { TRINITY } from "./trinity";

const SOLO: PersonaStyle[] = (["aeris", "nova", "musashi", "socrates", "user"] as const).map(styleOf);
const PLACEHOLDERS = /\{(\w+)\}/g;
const ALLOWED: Record<string, string[]> = {
  engage: ["topic"],
  engageGentle: ["topic"],
  recall: ["recollection"],
  image: ["image"],
  file: ["file"],
};

function placeholders(line: string): string[] {
  return [...line.matchAll(PLACEHOLDERS)].map((m) => m[1] ?? "");
}

describe.each(SOLO.map((style) => [style.speaker, style] as const))("%s's phrase banks", (_, style) => {
  it.each(EMOTIONS)("every %s line reads as that emotion", (emotion) => {
    const bank = style.feelings[emotion];
    expect(bank.length).toBeGreaterThanOrEqual(2);
    for (const line of bank) expect([line, detectEmotion(fill(line, { name: "Sam" }))]).toEqual([line, emotion]);
  });

  it("uses only the placeholders each bank is given", () => {
    const banks = Object.entries(style).filter(([, value]) => Array.isArray(value) && typeof value[0] === "string");
    for (const [bank, lines] of banks as [string, string[]][]) {
      if (bank === "layout" || bank === "dropFirst") continue;
      const allowed = ["name", "sanctuary", ...(ALLOWED[bank] ?? [])];
      for (const line of lines) for (const key of placeholders(line)) expect([bank, key]).toEqual([bank, allowed.find((a) => a === key)]);
    }
    for (const key of ["engage", "engageGentle", "recall", "image", "file"] as const) {
      for (const line of style[key]) expect(line).toContain(`{${ALLOWED[key]?.[0]}}`);
    }
  });
});

describe("persona-specific banks", () => {
  it("Socrates asks: his topic lines, closings and attachment lines end with a question", () => {
    const socrates = styleOf("socrates");
    for (const line of [
      ...socrates.engage,
      ...socrates.engageGentle,
      ...socrates.engageOpen,
      ...socrates.closings,
      ...socrates.image,
      ...socrates.file,
    ]) {
      expect(line.endsWith("?")).toBe(true);
    }
  });

  it("Musashi names the owner in every feeling line and keeps every line short", () => {
    const musashi = styleOf("musashi");
    for (const emotion of EMOTIONS) for (const line of musashi.feelings[emotion]) expect(line).toContain("{name}");
    const all = [...Object.values(musashi.feelings).flat(), ...musashi.engage, ...musashi.closings, ...musashi.recall];
    for (const line of all) expect(line.split(/\s+/).length).toBeLessThanOrEqual(10);
  });

  it.each([["Trinity", TRINITY] as const, ["Council", COUNCIL] as const])("%s's shared lines speak as we", (_, style: ChorusStyle) => {
    for (const line of [...style.closings, ...style.unveiled, ...style.memoriesIntro, ...style.memoriesNone]) {
      expect(line).toMatch(/\b(we|our|us|table)\b/i);
    }
  });
});
