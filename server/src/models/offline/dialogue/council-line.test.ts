import type { PersonalityName } from "@contract/personalities";
import { describe, expect, it } from "vitest";
import { requestFor } from "../../../../test/request-fixture";
import type { ConversationContext } from "../../types";
import { composeDialogue } from "./compose-dialogue";
import { gerund, questionFacets } from "./question-facets";
import { composeResolution, stancesOf } from "./resolution";
import { ALL_MOTIFS } from "./styles";

const MEMBERS: [PersonalityName, string][] = [
  ["aeris", "Aeris"],
  ["nova", "Nova"],
  ["musashi", "Musashi"],
  ["socrates", "Socrates"],
];
const NAMES = MEMBERS.map(([, speaker]) => speaker);
const MOVE = "Should I move to another city for a better-paid job?";

/** A whole offline council on a question, as the orchestrator runs it, with its closing resolution. */
function council(question: string, cycles: number, seed: number) {
  const transcript: ConversationContext["transcript"] = [{ speaker: "Selene", content: question }];
  for (let turn = 0; turn < cycles * MEMBERS.length; turn++) {
    const [name, self] = MEMBERS[turn % MEMBERS.length] as [PersonalityName, string];
    const last = transcript.at(-1) as { speaker: string; content: string };
    const conversation: ConversationContext = {
      place: "at the High Council",
      self,
      from: last.speaker,
      others: NAMES.filter((n) => n !== self),
      next: MEMBERS[(turn + 1) % MEMBERS.length]?.[1],
      question,
      transcript: [...transcript],
    };
    transcript.push({ speaker: self, content: composeDialogue({ ...requestFor(name, { message: last.content }), conversation }, seed) });
  }
  const closing = {
    place: "at the High Council",
    self: "Council",
    from: "Socrates",
    others: NAMES,
    question,
    resolution: true,
    transcript: [...transcript],
  };
  return {
    lines: transcript.slice(1),
    resolution: composeResolution({ ...requestFor("council", { message: question }), conversation: closing }),
  };
}

describe("the question's substance", () => {
  it("reads the options and the stakes of a question", () => {
    expect(questionFacets(MOVE)).toEqual({
      options: ["moving to another city", "staying where you are"],
      stakes: ["a better-paid job", "the money", "leaving the people and places you know", "the work itself"],
    });
    expect(questionFacets("Should I quit my job or ask for a raise?").options).toEqual(["quitting your job", "asking for a raise"]);
    expect(questionFacets("Is courage a kind of knowledge?").stakes).toEqual(["courage", "kind of knowledge"]);
    expect(["move", "stop", "study", "learn", "take"].map(gerund)).toEqual(["moving", "stopping", "studying", "learning", "taking"]);
  });
});

describe("an offline High Council", () => {
  const SEEDS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];

  it.each(SEEDS)("takes sides on the question's own options and stakes, never on a stray image (seed %i)", (seed) => {
    const { lines, resolution } = council(MOVE, 2, seed);
    const facets = [...questionFacets(MOVE).options, ...questionFacets(MOVE).stakes];
    for (const line of lines) {
      for (const motif of ALL_MOTIFS) expect(line.content).not.toContain(motif);
      for (const sentence of line.content
        .split(/(?<=[.!?])\s+/)
        .filter((s) => /\bI (agree|disagree|stand|side|part ways|differ)\b/.test(s))) {
        expect(
          facets.some((f) => sentence.includes(f)),
          sentence,
        ).toBe(true);
      }
    }
    const { agreed, disagreed } = stancesOf(lines, NAMES, facets);
    expect(agreed.length + disagreed.length).toBeGreaterThan(0);
    expect(resolution).toContain("moving to another city");
    expect(resolution).toContain("the money");
    expect(resolution).not.toMatch(/lantern|rose window|telescope|“the /);
    const [, agreedPart = "", disagreedPart = ""] = resolution.split("\n\n");
    for (const part of [agreedPart, disagreedPart]) {
      for (const [, facet] of part.matchAll(/\bon ([^,;]+),/g)) expect(facets, part).toContain(facet);
    }
  });

  it.each(SEEDS)("never uses one template twice in a line (seed %i)", (seed) => {
    for (const line of council(MOVE, 2, seed).lines) {
      // A template's own words, with what filled it set aside.
      const shapes = line.content
        .split(/(?<=[.!?])\s+/)
        .map((s) => s.replace(/\b(Aeris|Nova|Musashi|Socrates|Selene)\b/g, "…").replace(/ (on|about) [^;:,.!?]+/, " …"));
      expect(new Set(shapes).size, line.content).toBe(shapes.length);
    }
  });

  it("advises on the options by name", () => {
    const { resolution } = council(MOVE, 1, 3);
    expect(resolution).toMatch(/Advice: .*(moving to another city).*(staying where you are)/);
  });

  it("draws another question's resolution from that question", () => {
    const { resolution } = council("Is courage a kind of knowledge?", 1, 2);
    expect(resolution).toContain("courage");
    expect(resolution).not.toContain("moving");
  });
});
