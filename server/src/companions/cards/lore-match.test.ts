import type { LoreEntry } from "@contract/cards";
import { describe, expect, it } from "vitest";
import { fillLore } from "../../models/reply/request-budget";
import { matchLore, usableEntry } from "./lore-match";

const entry = (keys: string[], content: string, rest: Record<string, unknown> = {}, insertionOrder = 0, enabled = true): LoreEntry => ({
  keys,
  content,
  enabled,
  insertionOrder,
  rest: { extensions: {}, use_regex: false, ...rest },
});

const contents = (entries: LoreEntry[], recent: string[]) => matchLore(entries, recent).map((l) => l.content);

describe("lore brought in by recent messages", () => {
  it("brings an entry only when one of its keys is mentioned, as a whole word, ignoring case", () => {
    const book = [entry(["Glass Sea", "mirror flats"], "The Glass Sea mirrors the sky.")];
    expect(contents(book, ["Have you crossed the glass sea?"])).toEqual(["The Glass Sea mirrors the sky."]);
    expect(contents(book, ["what about the MIRROR FLATS"])).toHaveLength(1);
    expect(contents(book, ["The sea is made of glass."])).toEqual([]);
    expect(contents([entry(["cat"], "A cat.")], ["a category of things"])).toEqual([]);
  });

  it("honours case_sensitive, selective secondary keys, constant, enabled, regex and decorators", () => {
    expect(contents([entry(["Rook"], "A person.", { case_sensitive: true })], ["a rook on the board"])).toEqual([]);
    const selective = entry(["compass"], "Points to what is lost.", { selective: true, secondary_keys: ["lost"] });
    expect(contents([selective], ["the compass"])).toEqual([]);
    expect(contents([selective], ["I lost the compass"])).toHaveLength(1);
    expect(contents([entry([], "Always.", { constant: true })], ["anything"])).toEqual(["Always."]);
    expect(contents([entry(["tide"], "Off.", {}, 0, false)], ["tide"])).toEqual([]);
    expect(contents([entry(["tide"], "Pattern.", { use_regex: true })], ["tide"])).toEqual([]);
    expect(contents([entry(["tide"], "@@depth 2\n@@@instruct_depth 2\nUnder water.")], ["tide"])).toEqual(["Under water."]);
    expect(usableEntry(entry(["x"], "@@depth 2\n"))).toBe(false);
  });

  it("gives matches in insertion order, weighted by priority when the entry has one", () => {
    const book = [entry(["b"], "B", {}, 20), entry(["a"], "A", { priority: 3 }, 10)];
    expect(matchLore(book, ["a b"])).toEqual([
      { content: "A", weight: 3, byMessage: true },
      { content: "B", weight: 20, byMessage: true },
    ]);
  });

  it("marks the entries the newest message calls for itself, not those only the conversation before it did", () => {
    const book = [entry(["wood"], "Wood"), entry(["hound"], "Hound"), entry(["lamp"], "Lamp", { constant: true })];
    expect(matchLore(book, ["I heard a hound", "Tell me about the wood"])).toEqual([
      { content: "Wood", weight: 0 },
      { content: "Hound", weight: 0, byMessage: true },
      { content: "Lamp", weight: 0 },
    ]);
  });

  it("keeps the weightiest entries that fit the budget, in the order given", () => {
    const lore = [
      { content: "x".repeat(50), weight: 1 },
      { content: "y".repeat(50), weight: 9 },
      { content: "z".repeat(10), weight: 5 },
    ];
    expect(fillLore(lore, 70).map((l) => l.content[0])).toEqual(["y", "z"]);
    expect(fillLore(lore, 5)).toEqual([]);
  });
});
