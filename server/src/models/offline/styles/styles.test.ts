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
/** The placeholder each bank is for (beyond {name} and {sanctuary}), which every line of it names. */
const FOR: Record<string, string[]> = {
  reflect: ["reflection"],
  reflectGently: ["reflection"],
  engage: ["topic"],
  engageGentle: ["topic"],
  recall: ["recollection"],
  answer: ["recollection"],
  corrected: ["correction"],
  choose: ["a", "b"],
  image: ["image"],
  file: ["file"],
};
/** Banks whose lines may name a placeholder or not. */
const OPTIONAL: Record<string, string[]> = { greetBack: ["daypart"] };

function placeholders(line: string): string[] {
  return [...line.matchAll(PLACEHOLDERS)].map((m) => m[1] ?? "");
}

const banksOf = (style: PersonaStyle) =>
  Object.entries(style).filter(([name, value]) => Array.isArray(value) && name !== "dropFirst") as [string, string[]][];

describe.each(SOLO.map((style) => [style.speaker, style] as const))("%s's phrase banks", (_, style) => {
  it.each(EMOTIONS)("every %s line reads as that emotion", (emotion) => {
    const bank = style.feelings[emotion];
    expect(bank.length).toBeGreaterThanOrEqual(2);
    for (const line of bank) expect([line, detectEmotion(fill(line, { name: "Sam" }))]).toEqual([line, emotion]);
  });

  it("uses only the placeholders each bank is given, and each bank's own in every line", () => {
    for (const [bank, lines] of banksOf(style)) {
      const allowed = ["name", "sanctuary", ...(FOR[bank] ?? []), ...(OPTIONAL[bank] ?? [])];
      for (const line of lines) {
        for (const key of placeholders(line)) expect([bank, key]).toEqual([bank, allowed.find((a) => a === key)]);
        for (const own of FOR[bank] ?? []) expect([bank, line]).toEqual([bank, expect.stringContaining(`{${own}}`)]);
      }
    }
  });

  it("has lines enough that none comes back within ten replies where a bank is used in most replies", () => {
    expect(style.openers.length).toBeGreaterThanOrEqual(12);
    expect(style.reflect.length).toBeGreaterThanOrEqual(6);
    expect(style.askNeutral.length).toBeGreaterThanOrEqual(6);
  });

  it("meets a hard day without cheer, and good news without condolence", () => {
    const cheer = /\b(curious|wonder\w*|yay|happ\w*|celebrat\w*|fun|delight\w*|sparkl\w*|amazing|excit\w*|dance|hooray|joy)\b/i;
    const grief = /\b(sorry|grief|pain|hurts?|sad|sorrow|tears?|afraid|scared|heavy|worr\w*)\b/i;
    for (const line of [...style.reflectGently, ...style.engageGentle, ...style.askBad, ...style.feelings.sorrow, ...style.feelings.fear])
      expect(line).not.toMatch(cheer);
    for (const line of [...style.reflect, ...style.askGood, ...style.askNeutral, ...style.feelings.joy]) expect(line).not.toMatch(grief);
  });
});

describe("persona-specific banks", () => {
  it("Socrates asks: every line that can end a reply of his ends with a question", () => {
    const socrates = styleOf("socrates");
    const last = [
      ...socrates.engage,
      ...socrates.engageGentle,
      ...socrates.closings,
      ...socrates.image,
      ...socrates.file,
      ...socrates.askNeutral,
      ...socrates.askGood,
      ...socrates.askBad,
      ...socrates.askPlan,
      ...socrates.answer,
      ...socrates.unknown,
      ...socrates.turnBack,
      ...socrates.choose,
      ...socrates.advise,
      ...socrates.wonderAloud,
      ...socrates.corrected,
      ...socrates.heardName,
      ...socrates.thanks,
      ...socrates.farewells,
      ...socrates.greetBack,
      ...socrates.invite,
      ...socrates.inviteName,
    ];
    for (const line of last) expect(line.endsWith("?")).toBe(true);
  });

  it("Musashi names the owner in every feeling line and keeps every line short", () => {
    const musashi = styleOf("musashi");
    for (const emotion of EMOTIONS) for (const line of musashi.feelings[emotion]) expect(line).toContain("{name}");
    const all = [
      ...Object.values(musashi.feelings).flat(),
      ...musashi.engage,
      ...musashi.closings,
      ...musashi.recall,
      ...musashi.askNeutral,
    ];
    for (const line of all) expect(line.split(/\s+/).length).toBeLessThanOrEqual(10);
  });

  it.each([["Trinity", TRINITY] as const, ["Council", COUNCIL] as const])("%s's shared lines speak as we", (_, style: ChorusStyle) => {
    for (const line of [...style.closings, ...style.unveiled, ...style.memoriesIntro, ...style.memoriesNone]) {
      expect(line).toMatch(/\b(we|our|us|table)\b/i);
    }
  });
});
