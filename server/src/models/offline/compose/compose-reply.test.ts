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

/** Talks to a personality as the server does: the last 15 items of memory, and its last ten replies. */
function conversation(name: PersonalityName, seed: number, messages: readonly string[]): string[] {
  const items: MemoryItem[] = [];
  const replies: string[] = [];
  messages.forEach((message, turn) => {
    const at = new Date(Date.UTC(2026, 10, 26, 9, turn)).toISOString();
    const text = reply(name, { message, history: items.slice(-15), earlierReplies: () => replies.slice(-10) }, seed).text;
    items.push(user(message, at), { role: "assistant", content: text, timestamp: at, importance: 6 });
    replies.push(text);
  });
  return replies;
}
const user = (content: string, timestamp: string): MemoryItem => ({ role: "user", content, timestamp, importance: 5 });
const sentences = (text: string) => text.split(/(?<=[.!?…])\s+/).filter((s) => s.trim() !== "");
/** Did the reply use one of this persona's lines for the emotion? The marker the emotion tests rely on. */
const usesFeeling = (name: SoloName, emotion: Emotion, text: string) =>
  styleOf(name).feelings[emotion].some((line) => text.includes(fill(line, { name: "Selene" })));

describe("persona styles", () => {
  it.each(SEEDS)("Socrates answers with questions and ends on one (seed %i)", (seed) => {
    for (const message of ["Hello there", SAD, "I adore the sea", "What should I do about my job?", "Thank you", "Good night"]) {
      expect(reply("socrates", { message }, seed).text.endsWith("?")).toBe(true);
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

  it.each(ALL)("%s calls the owner by name in most replies of a conversation", (name) => {
    for (const seed of SEEDS) {
      const named = conversation(name, seed, [
        "Hello there",
        SAD,
        "I finally repaired the lighthouse lamp",
        "What should I cook?",
        "Thank you",
      ]);
      expect(named.filter((text) => text.includes("Selene")).length, named.join("\n")).toBeGreaterThanOrEqual(3);
    }
  });

  it("falls back to Dreamer when the owner has no name", () => {
    expect(reply("aeris", { ownerName: "  " }).text).toContain("Dreamer");
  });

  it.each(ALL)("%s says the owner's news back to them", (name) => {
    const plan = reply(name, { message: "I finally repaired my lighthouse lamp" });
    expect(plan.topic).toBe("your lighthouse lamp");
    expect(plan.text).toContain("You finally repaired your lighthouse lamp");
  });

  it("lets the core prompt colour a message with no emotion of its own", () => {
    expect(reply("aeris", { message: "The train leaves at nine", corePrompt: "You love the Dreamer tenderly" }).emotion).toBe("love");
    expect(reply("aeris", { message: "I'm afraid of the train", corePrompt: "You love the Dreamer" }).emotion).toBe("fear");
    expect(() => reply("nova", { corePrompt: "" })).not.toThrow();
  });
});

describe("memory", () => {
  const recalled = [{ content: "Selene is afraid of deep water", createdAt: "2025-04-02T10:00:00Z", importance: 8 }];

  it.each(ALL)("%s brings up the recalled memory that relates", (name) => {
    for (const seed of SEEDS) {
      const plan = reply(name, { message: "We are going to swim in the deep water of the lake tomorrow", recalled }, seed);
      expect(plan.recalled).toBe("Selene is afraid of deep water");
      expect(plan.text).toContain("“Selene is afraid of deep water”");
    }
  });

  it.each(ALL)("%s leaves a memory alone when only a passing word is shared", (name) => {
    // Recall finds by any word: "water" alone does not tie a glass of water to a fear of the deep.
    expect(reply(name, { message: "I spilled a glass of water", recalled }).recalled).toBeNull();
  });

  it("without recalled memories, finds a related past message in the history", () => {
    const history = [
      user("My grandmother's garden had the best roses", "2025-05-01T10:00:00Z"),
      user("Work was long", "2025-05-02T10:00:00Z"),
    ];
    const text = reply("aeris", { message: "The roses in my grandmother's garden are blooming again", history }).text;
    expect(text).toContain("My grandmother's garden had the best roses");
    expect(text).not.toContain("Work was long");
  });

  it.each(ALL)("%s brings up a pinned memory only where it answers", (name) => {
    const pinned = [
      {
        content: "My sister Mara is a nurse.",
        createdAt: "2025-04-02T10:00:00Z",
        importance: 6,
        role: "user" as const,
        pinned: true as const,
      },
    ];
    expect(reply(name, { message: "What should I cook tonight?", recalled: pinned }).text).not.toContain("Mara");
    expect(reply(name, { message: "What does my sister do?", recalled: pinned }).text).toContain("My sister Mara is a nurse");
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

  it.each(ALL)("%s never repeats its previous reply word for word, the same message twice", (name) => {
    for (const message of ["ok", "Hello there", "I am tired."]) {
      const [first, again] = conversation(name, 1, [message, message]);
      expect(again).not.toBe(first);
    }
  });
});
