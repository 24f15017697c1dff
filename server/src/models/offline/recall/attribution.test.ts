import type { PersonalityName } from "@contract/personalities";
import { describe, expect, it } from "vitest";
import { requestFor } from "../../../../test/request-fixture";
import type { RecalledMemory } from "../../types";
import { composeReply } from "../compose/compose-reply";
import { attribute, recollection } from "./attribution";

const AT = "2026-11-20T10:00:00.000Z";
const NOW = "2026-11-26T10:00:00.000Z";
const NOVAS_LINE = "On the Trinity Bridge, Nova told me: “the vow we made at the altar still hums, “like a bell” in the dark”";
/** A “…” span holding another “: a quotation inside a quotation. */
const NESTED = /“[^”]*“/;

describe("attribute", () => {
  it("reads who said a memory from its role and its frame", () => {
    expect(attribute("I miss the sea", "user", AT)).toMatchObject({ by: "owner", words: "I miss the sea" });
    expect(attribute("Welcome, my dear", "assistant", AT)).toMatchObject({ by: "self" });
    expect(attribute(NOVAS_LINE, "system", AT)).toMatchObject({
      by: "other",
      name: "Nova",
      place: "on the Trinity Bridge",
      fromExchange: true,
    });
    expect(attribute("At the High Council, I told Nova, Musashi and Socrates: “Go gently”", "system", AT)).toMatchObject({
      by: "self",
      to: "Nova, Musashi and Socrates",
      words: "Go gently",
      place: "at the High Council",
    });
    expect(attribute("On the Trinity Bridge, Selene told us: “Be kind to each other”", "system", AT)).toMatchObject({
      by: "owner",
      words: "Be kind to each other",
    });
    expect(attribute("My journal, 2026-11-20: A quiet day.", "system", AT)).toMatchObject({ by: "journal", words: "A quiet day." });
    expect(attribute("The Dreamer built this Citadel", "system", AT)).toMatchObject({ by: "kept" });
  });
});

describe("recollection", () => {
  const owner = { owner: "Selene" };
  it("says who said it, where and when, quoting the words once", () => {
    const heard = attribute(NOVAS_LINE, "system", AT);
    const told = recollection(heard, owner, NOW);
    expect(told).toMatch(/^on 20 November, on the Trinity Bridge, Nova told me “the vow we made at the altar still hums, ‘like a bell’/);
    expect(told).not.toMatch(NESTED);
    expect(recollection(attribute("I miss the sea", "user", AT), owner, NOW)).toBe("on 20 November you told me “I miss the sea”");
    expect(recollection(attribute("Rest now", "assistant", AT), owner, NOW)).toBe("on 20 November I told you “Rest now”");
  });

  it("tells a note as the personality's own, about the owner (issue 37)", () => {
    const note = { ...attribute("Selene works at the harbour", "system", AT), note: true };
    expect(recollection(note, { owner: "Selene", profile: "Selene" }, NOW)).toMatch(/^on 20 November I noted down that /);
    expect(recollection(note, { owner: "Selene", partner: "Nova" }, NOW)).toBe(
      "on 20 November I noted about Selene “Selene works at the harbour”",
    );
  });

  it("speaks to a partner in an exchange: their own words are “you”, the owner's are the owner's", () => {
    const heard = attribute(NOVAS_LINE, "system", AT);
    expect(recollection(heard, { owner: "Selene", partner: "Nova" }, NOW)).toContain("on the Trinity Bridge, you told me “");
    const owners = attribute("On the Trinity Bridge, Selene told us: “Be kind”", "system", AT);
    expect(recollection(owners, { owner: "Selene", partner: "Nova" }, NOW)).toBe(
      "on 20 November, on the Trinity Bridge, Selene told us “Be kind”",
    );
  });
});

describe("a chat reply that brings up a memory", () => {
  const recalled: RecalledMemory[] = [{ content: NOVAS_LINE, createdAt: AT, importance: 6, role: "system", fromExchange: true }];
  const CHATTERS: PersonalityName[] = ["aeris", "nova", "musashi", "socrates", "trinity", "council"];

  it.each(CHATTERS)("%s never puts another's words in the owner's mouth, nor quotes inside quotes", (name) => {
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const text = composeReply(requestFor(name, { message: "Tell me about the vow at the altar", recalled }), seed).text;
      if (!text.includes("the vow we made")) continue;
      expect(text).toMatch(/(Nova told me|I said) “the vow we made/);
      expect(text).not.toMatch(/(you told me|your words,?|you shared with me:?) “the vow/i);
      expect(text).not.toMatch(NESTED);
    }
  });

  it("brings the memory up at all (Aeris, most seeds)", () => {
    const texts = [1, 2, 3, 4, 5, 6].map(
      (seed) => composeReply(requestFor("aeris", { message: "Tell me about the vow at the altar", recalled }), seed).text,
    );
    expect(texts.filter((t) => t.includes("Nova told me")).length).toBeGreaterThan(2);
  });

  it("does not bring up its own earlier reply as if the owner had said it", () => {
    const own: RecalledMemory[] = [
      { content: "The Cathedral is full of mysteries, and you have found another.", createdAt: AT, importance: 6, role: "assistant" },
    ];
    for (const seed of [1, 2, 3, 4]) {
      const text = composeReply(
        requestFor("aeris", { message: "Tell me something about the Cathedral mysteries", recalled: own }),
        seed,
      ).text;
      expect(text).not.toContain("“The Cathedral is full of mysteries");
    }
  });
});
