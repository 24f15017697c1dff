import { describe, expect, it } from "vitest";
import { councilConvenedText, councilTally } from "./exchanges";
import { bondWithOwner, bondWithOwnerText } from "./journal";
import { BOND_LEVEL_RULE, bondLabel } from "./memory";
import { awakenedText, othersText, shownStatus, statusTally } from "./personalities";

/** Issue 25 item 6: the rule of each figure the pages show. */
describe("a personality's shown status", () => {
  it("is active once spoken with, when it was dormant or initializing; awakened and active stay", () => {
    expect(shownStatus("dormant", false)).toBe("dormant");
    expect(shownStatus("dormant", true)).toBe("active");
    expect(shownStatus("initializing", true)).toBe("active");
    expect(shownStatus("initializing", false)).toBe("initializing");
    expect(shownStatus("awakened", true)).toBe("awakened");
    expect(shownStatus("active", false)).toBe("active");
  });
});

describe("the status tally", () => {
  const seeded = [
    { name: "aeris", status: "active" },
    { name: "nova", status: "active" },
    { name: "trinity", status: "initializing" },
    { name: "musashi", status: "dormant" },
    { name: "socrates", status: "dormant" },
    { name: "user", status: "active" },
    { name: "council", status: "dormant" },
  ] as const;

  it("counts the five entities only, and only awakened as awakened", () => {
    const tally = statusTally(seeded);
    expect(tally).toEqual({ awakened: 0, active: 2, initializing: 1, dormant: 2, total: 5 });
    expect(tally.awakened + tally.active + tally.initializing + tally.dormant).toBe(tally.total);
    expect(awakenedText({ awakened_entities: tally.awakened, total_entities: tally.total })).toBe("0 of 5 awakened");
    expect(othersText(tally)).toBe("2 active, 1 initializing, 2 dormant");
  });

  it("leaves out a status none has", () => {
    const all = seeded.map((p) => ({ ...p, status: "awakened" as const }));
    expect(othersText(statusTally(all))).toBe("");
    expect(statusTally(all).awakened).toBe(5);
  });
});

describe("the journal's bond with the owner (001 §9)", () => {
  it("is 50 plus the share mentioning the owner, at most 100, and 100 with no memories", () => {
    expect(bondWithOwner(0, 0)).toBe(100);
    expect(bondWithOwner(100, 49)).toBe(99);
    expect(bondWithOwner(10, 0)).toBe(50);
    expect(bondWithOwner(10, 8)).toBe(100);
  });

  it("says in words what it counted", () => {
    expect(bondWithOwnerText({ memories: 100, mentioning: 49 }, "Dreamer")).toBe("50 + 49: 49 of 100 memories mention Dreamer");
    expect(bondWithOwnerText({ memories: 10, mentioning: 8 }, "Selene")).toBe("50 + 80, at most 100: 8 of 10 memories mention Selene");
    expect(bondWithOwnerText({ memories: 0, mentioning: 0 }, "Dreamer")).toBe("full, as there are no memories yet");
  });
});

describe("the bond level's words", () => {
  it("name the scale's labels and what the level counts", () => {
    expect(bondLabel(0)).toBe("Early connection");
    expect(bondLabel(8)).toBe("Deeply intimate connection");
    expect(BOND_LEVEL_RULE).toMatch(/your own unveiled conversations/);
  });
});

describe("the Council's responses", () => {
  const line = (role: "line" | "owner" | "note" | "resolution") => ({ role });

  it("are the answers and the resolution; the question and the notes are lines, not responses", () => {
    const ten = [line("owner"), ...Array.from({ length: 8 }, () => line("line")), line("resolution")];
    const tally = councilTally(ten);
    expect(tally).toEqual({ responses: 9, answers: 8, resolutions: 1, notes: 0, owner: 1, lines: 10 });
    expect(councilConvenedText(tally)).toBe(
      "9 responses from the High Council: 8 answers and the resolution; your question opens the list",
    );
  });

  it("names a skipped member", () => {
    const tally = councilTally([line("owner"), line("line"), line("note"), line("line"), line("line"), line("resolution")]);
    expect(councilConvenedText(tally)).toBe(
      "4 responses from the High Council: 3 answers and the resolution; 1 member skipped; your question opens the list",
    );
  });
});
