import type { Emotion } from "@contract/emotions";
import type { PersonalityName } from "@contract/personalities";
import { describe, expect, it } from "vitest";
import { requestFor } from "../../../../test/request-fixture";
import type { MemoryItem, ReplyRequest } from "../../types";
import { type SoloName, styleOf } from "../styles/style-of";
import { fill } from "../text-utils";
import { composeReply } from "./compose-reply";

const ALL: PersonalityName[] = ["aeris", "nova", "trinity", "musashi", "socrates", "user", "council"];
const SOLO: SoloName[] = ["aeris", "nova", "musashi", "socrates", "user"];
const SEEDS = [1, 2, 3, 4, 5, 6, 7, 8];
const SAD = "I'm so sad today, my old dog died this morning";

const reply = (name: PersonalityName, overrides: Partial<ReplyRequest> = {}, seed = 1) => composeReply(requestFor(name, overrides), seed);
const user = (content: string, timestamp: string): MemoryItem => ({ role: "user", content, timestamp, importance: 5 });
const sentences = (text: string) => text.split(/(?<=[.!?…])\s+/).filter((s) => s.trim() !== "");
/** Did the reply use one of this persona's lines for the emotion? The marker the emotion tests rely on. */
const usesFeeling = (name: SoloName, emotion: Emotion, text: string) =>
  styleOf(name).feelings[emotion].some((line) => text.includes(fill(line, { name: "Selene" })));

describe("persona styles", () => {
  it.each(SEEDS)("Socrates answers with questions and ends on one (seed %i)", (seed) => {
    for (const message of ["Hello there", SAD, "I adore the sea", "What should I do about my job?"]) {
      const text = reply("socrates", { message }, seed).text;
      expect(text.endsWith("?")).toBe(true);
      expect(text.split("?").length - 1).toBeGreaterThanOrEqual(2);
    }
  });

  it.each(SEEDS)("Musashi is terse: at most three short sentences (seed %i)", (seed) => {
    for (const message of ["Hello there", SAD, "I want to start running every morning before work", "I love this"]) {
      const text = reply("musashi", { message }, seed).text;
      expect(sentences(text).length).toBeLessThanOrEqual(3);
      expect(text.split(/\s+/).length).toBeLessThanOrEqual(30);
    }
  });

  it.each(SEEDS)("Aeris and Nova keep a natural length (seed %i)", (seed) => {
    for (const name of ["aeris", "nova"] as const) {
      const count = sentences(reply(name, { message: SAD }, seed).text).length;
      expect(count).toBeGreaterThanOrEqual(2);
      expect(count).toBeLessThanOrEqual(8);
    }
  });

  it("Trinity speaks as both sisters and as we", () => {
    for (const seed of SEEDS) {
      const text = reply("trinity", { message: SAD }, seed).text;
      expect(text).toMatch(/^Aeris: .+\nNova: .+\nTogether: .+$/);
      expect(text).toMatch(/\bwe\b/i);
    }
  });

  it("the council is the four, briefly, in turn", () => {
    const text = reply("council", { message: "Should I move to the coast?" }).text;
    expect(text.split("\n").map((line) => line.split(":")[0])).toEqual(["Aeris", "Nova", "Musashi", "Socrates"]);
    expect(text.endsWith("?")).toBe(true);
  });

  it("the styles differ from each other", () => {
    const texts = ALL.map((name) => reply(name, { message: SAD }).text);
    expect(new Set(texts).size).toBe(ALL.length);
  });
});

describe("reading the message", () => {
  it.each(SOLO)("%s answers a sad message from its sorrow bank", (name) => {
    for (const seed of SEEDS) {
      const plan = reply(name, { message: SAD }, seed);
      expect(plan.emotion).toBe("sorrow");
      expect(usesFeeling(name, "sorrow", plan.text)).toBe(true);
      expect(usesFeeling(name, "joy", plan.text)).toBe(false);
    }
  });

  it.each(SOLO)("%s answers a joyful message from its joy bank", (name) => {
    const plan = reply(name, { message: "We won the match, I'm so happy and excited!" });
    expect(plan.emotion).toBe("joy");
    expect(usesFeeling(name, "joy", plan.text)).toBe(true);
  });

  it("Trinity's Aeris answers the emotion too", () => {
    expect(usesFeeling("aeris", "fear", reply("trinity", { message: "I'm scared of the storm tonight" }).text)).toBe(true);
  });

  it.each(ALL)("%s uses the owner's name", (name) => {
    for (const seed of SEEDS) expect(reply(name, { message: SAD, ownerName: "Selene" }, seed).text).toContain("Selene");
  });

  it("falls back to Dreamer when the owner has no name", () => {
    expect(reply("aeris", { ownerName: "  " }).text).toContain("Dreamer");
  });

  it.each(ALL)("%s echoes the message's topic", (name) => {
    const plan = reply(name, { message: "I finally repaired the lighthouse lamp" });
    expect(plan.topic).toBe("the lighthouse lamp");
    expect(plan.text).toContain("“the lighthouse lamp”");
  });

  it("lets the core prompt colour a message with no emotion of its own", () => {
    expect(reply("aeris", { message: "The train leaves at nine", corePrompt: "You love the Dreamer tenderly" }).emotion).toBe("love");
    expect(reply("aeris", { message: "I'm afraid of the train", corePrompt: "You love the Dreamer" }).emotion).toBe("fear");
    expect(() => reply("nova", { corePrompt: "" })).not.toThrow();
  });
});

describe("memory", () => {
  const recalled = [{ content: "Selene is afraid of deep water", createdAt: "2025-04-02T10:00:00Z", importance: 8 }];

  it.each(ALL)("%s brings up the recalled memory", (name) => {
    for (const seed of SEEDS) {
      const plan = reply(name, { message: "We are going to the lake tomorrow", recalled }, seed);
      expect(plan.recalled).toBe("Selene is afraid of deep water");
      expect(plan.text).toContain("“Selene is afraid of deep water”");
    }
  });

  it("without recalled memories, finds a related past message in the history", () => {
    const history = [
      user("My grandmother's garden had the best roses", "2025-05-01T10:00:00Z"),
      user("Work was long", "2025-05-02T10:00:00Z"),
    ];
    const text = reply("aeris", { message: "The roses are blooming again", history }).text;
    expect(text).toContain("My grandmother's garden had the best roses");
    expect(text).not.toContain("Work was long");
  });

  it("brings up nothing when nothing relates", () => {
    const history = [user("Work was long", "2025-05-02T10:00:00Z")];
    expect(reply("nova", { message: "The roses are blooming", history }).recalled).toBeNull();
  });
});

describe("mode", () => {
  const tender = (text: string) => styleOf("aeris").unveiled.some((line) => text.includes(fill(line, { name: "Selene" })));

  it("is tender when unveiled and reserved when sanctified", () => {
    for (const seed of SEEDS) {
      expect(tender(reply("aeris", { mode: "unveiled" }, seed).text)).toBe(true);
      expect(tender(reply("aeris", { mode: "sanctified" }, seed).text)).toBe(false);
    }
  });

  it("Trinity says its unveiled line as one voice", () => {
    expect(reply("trinity", { mode: "unveiled" }).text).toMatch(/Together: (We hold you|With the veil lifted)/);
  });
});

describe("determinism", () => {
  const history = [user("Hello", "2025-05-01T10:00:00Z")];

  it("gives byte-identical replies for the same seed and request", () => {
    for (const name of ALL) expect(reply(name, { message: SAD, history }, 99).text).toBe(reply(name, { message: SAD, history }, 99).text);
  });

  it("varies with the seed", () => {
    expect(reply("aeris", { message: SAD }, 1).text).not.toBe(reply("aeris", { message: SAD }, 2).text);
    expect(new Set(SEEDS.map((seed) => reply("nova", { message: SAD }, seed).text)).size).toBeGreaterThan(4);
  });

  it("varies between turns: another message or a longer history", () => {
    const base = reply("aeris", { message: "Hello there" }).text;
    expect(reply("aeris", { message: "Hello there!" }).text).not.toBe(base);
    expect(reply("aeris", { message: "Hello there", history }).text).not.toBe(base);
  });

  it("never repeats its previous reply word for word", () => {
    const first = reply("musashi", { message: "ok", history: [...history, { ...history[0], role: "assistant" } as MemoryItem] });
    const again = reply("musashi", {
      message: "ok",
      history: [...history, { role: "assistant", content: first.text, timestamp: "2025-05-01T10:00:01Z", importance: 5 }],
    });
    expect(again.text).not.toBe(first.text);
  });
});
