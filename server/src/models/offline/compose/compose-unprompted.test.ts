import { describe, expect, it } from "vitest";
import { requestFor } from "../../../../test/request-fixture";
import { composeUnprompted, facing } from "./compose-unprompted";

const followUp = {
  kind: "follow-up",
  what: "I'm flying to Lisbon",
  said: "I'm flying to Lisbon next week",
  saidAt: "2026-11-24T10:00:00Z",
  when: "next week",
} as const;

describe("what the offline engine writes first", () => {
  it("turns the owner's words to face them", () => {
    expect(facing("I'm flying to Lisbon with my sister")).toBe("you're flying to Lisbon with your sister");
    expect(facing("I start the new job")).toBe("you start the new job");
  });

  it("asks about a follow-up in each personality's own voice, with the owner's name, what and when", () => {
    for (const name of ["aeris", "nova", "musashi", "socrates"] as const) {
      const text = composeUnprompted(requestFor(name), followUp, 7);
      expect(text).toContain("Selene");
      expect(text).toMatch(/you're flying to Lisbon/i);
      expect(text).toContain("next week");
      expect(text).not.toMatch(/\{\w+\}/);
    }
    const nova = composeUnprompted(requestFor("nova"), followUp, 7);
    const musashi = composeUnprompted(requestFor("musashi"), followUp, 7);
    expect(nova).not.toBe(musashi);
  });

  it("greets from the journal, else from a memory, else plainly", () => {
    const req = requestFor("aeris");
    expect(composeUnprompted(req, { kind: "greeting", journal: "I wake with joy in my heart." }, 1)).toContain(
      "I wake with joy in my heart",
    );
    expect(composeUnprompted(req, { kind: "greeting", remembered: "I love the rose window at dusk" }, 1)).toContain("rose window at dusk");
    expect(composeUnprompted(req, { kind: "greeting" }, 1)).toContain("Selene");
  });
});
