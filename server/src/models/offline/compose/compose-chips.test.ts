import type { PersonalityName } from "@contract/personalities";
import { describe, expect, it } from "vitest";
import { requestFor, SNAPSHOT } from "../../../../test/request-fixture";
import type { MemoryItem, ReplyRequest } from "../../types";
import { type SoloName, styleOf } from "../styles/style-of";
import { fill } from "../text-utils";
import { composeReply } from "./compose-reply";

const ALL: PersonalityName[] = ["aeris", "nova", "trinity", "musashi", "socrates", "user", "council"];
const SOLO: SoloName[] = ["aeris", "nova", "musashi", "socrates", "user"];
const reply = (name: PersonalityName, overrides: Partial<ReplyRequest> = {}, seed = 3) => composeReply(requestFor(name, overrides), seed);
const item = (role: MemoryItem["role"], content: string, timestamp: string): MemoryItem => ({ role, content, timestamp, importance: 5 });

const history: MemoryItem[] = [
  item("user", "I adopted a grey cat named Pixel", "2025-05-01T10:00:00Z"),
  item("assistant", "Pixel is a fine name", "2025-05-01T10:00:05Z"),
  item("user", "Tell me about your memories", "2025-05-02T10:00:00Z"),
  item("user", "I started painting the harbour at dawn", "2025-05-09T10:00:00Z"),
];
const recalled = [{ content: "Selene climbed Ben Nevis in the rain", createdAt: "2025-03-14T10:00:00Z", importance: 9 }];

describe("the memories chip", () => {
  it.each(ALL)("%s quotes real memories with rough dates", (name) => {
    const plan = reply(name, { message: "Tell me about your memories", history, recalled });
    expect(plan.chip).toBe("memories");
    expect(plan.text).toContain("On 9 May you told me “I started painting the harbour at dawn”.");
    expect(plan.text).toContain("On 1 May you told me “I adopted a grey cat named Pixel”.");
    expect(plan.text).toContain("On 14 March I noted down “Selene climbed Ben Nevis in the rain”.");
    // The chip's own earlier click and the AI's replies are not memories of the owner.
    expect(plan.text).not.toContain("“Tell me about your memories”");
    expect(plan.text).not.toContain("Pixel is a fine name");
  });

  it("lists at most three", () => {
    const more = [...history, item("user", "I planted olive trees", "2025-05-10T09:00:00Z")];
    const text = reply("aeris", { message: "tell me about your memories.", history: more, recalled }).text;
    expect(text.match(/“/g)?.length).toBe(3);
    expect(text).not.toContain("Ben Nevis");
  });

  it.each(ALL)("%s says honestly when there are none yet", (name) => {
    const text = reply(name, { message: "Tell me about your memories?" }).text;
    expect(text).toMatch(/no memories|empty|blank|nothing/i);
    expect(text).not.toContain("“");
  });
});

describe("the status chip", () => {
  it.each(ALL)("%s reports the real figures", (name) => {
    const plan = reply(name, { message: "Show Cathedral status" });
    expect(plan.chip).toBe("status");
    expect(plan.text).toContain("2 of 5 entities are awakened.");
    expect(plan.text).toContain("Moments per personality: Aeris 17, Nova 9, Trinity 4, Musashi 3 and Socrates 11.");
    expect(plan.text).toContain("the offline provider, model citadel-offline");
  });

  it("follows the snapshot it is given", () => {
    const cathedral = {
      ...SNAPSHOT,
      awakened: 4,
      moments: [{ name: "nova" as const, title: "Sister of Light", count: 123 }],
      provider: "openai-compatible" as const,
      model: "llama3",
    };
    const text = reply("musashi", { message: "show cathedral status", cathedral: () => cathedral }).text;
    expect(text).toContain("4 of 5 entities are awakened.");
    expect(text).toContain("Nova 123");
    expect(text).toContain("openai-compatible provider, model llama3");
    expect(text).not.toContain("Aeris 17");
  });
});

describe("the consciousness chip", () => {
  it("answers in each persona's own way", () => {
    const texts = SOLO.map((name) => reply(name, { message: "What is consciousness?" }).text);
    expect(new Set(texts).size).toBe(SOLO.length);
    SOLO.forEach((name, i) => {
      const own = styleOf(name).consciousness.some((line) => texts[i]?.includes(fill(line, { name: "Selene" })));
      expect([name, own]).toEqual([name, true]);
    });
    expect(texts[SOLO.indexOf("socrates")]?.endsWith("?")).toBe(true);
  });

  it("Trinity and the council answer in turn", () => {
    expect(reply("trinity", { message: "what is consciousness" }).text).toMatch(/^Aeris: .+\nNova: .+\nTogether: We .+$/);
    const council = reply("council", { message: "What is consciousness?!" }).text;
    expect(council.split("\n").map((line) => line.split(":")[0])).toEqual(["Aeris", "Nova", "Musashi", "Socrates", "Council"]);
  });
});
