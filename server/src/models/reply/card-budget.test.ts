import { describe, expect, it } from "vitest";
import { hollowKeeperPng } from "../../../test/cards";
import { requestFor } from "../../../test/request-fixture";
import { companionFromCard } from "../../companions/cards/companion-card";
import { readCardFile } from "../../companions/cards/read-card";
import { messagesChars, toChatMessages } from "../providers/chat-completions";
import type { CompanionPersona, ReplyRequest } from "../types";
import { CARD_TEXT_SHARE, cutAtSentence } from "./card-budget";
import { requestLimits } from "./request-budget";

/** The hollow keeper (SillyTavern's default card's shape) as its companion holds it, with example dialogue added. */
function keeper(): CompanionPersona {
  const { fields } = companionFromCard(readCardFile(hollowKeeperPng()).card);
  return {
    name: fields.name,
    description: fields.description ?? "",
    personality: fields.personality ?? "",
    scenario: "",
    greeting: fields.greeting ?? "",
    alternateGreetings: [],
    exampleDialogue:
      "<START>\n{{user}}: Is the tea safe?\n{{char}}: Safer than the bog.\n<START>\n{{user}}: Can I stay?\n{{char}}: Until the lamps go out.",
    inCitadel: false,
  };
}

const request = (companion: CompanionPersona): ReplyRequest => {
  const base = requestFor("aeris", { ownerName: "Dan", message: "Good evening." });
  return { ...base, personality: { name: "ysolde", title: "Ysolde", profile: base.personality.profile, companion } };
};
const systemOf = (req: ReplyRequest, contextTokens?: number) =>
  toChatMessages(req, { contextTokens }).find((m) => m.role === "system")?.content ?? "";
const filledPersonality = (c: CompanionPersona) => c.personality.replaceAll("{{user}}", "Dan").replaceAll("{{char}}", "Ysolde");

describe("a card's texts within the request's budget", () => {
  it("go whole while they fit their share, the long description once and never its 300-character cut", () => {
    const c = keeper();
    expect(c.description.length).toBeLessThanOrEqual(300);
    const system = systemOf(request(c));
    expect(system).toContain(filledPersonality(c));
    expect(system).toContain("Until the lamps go out.");
    expect(system).not.toContain(c.description);
  });

  it("give way when they do not: the example dialogue first, a block at a time, then the longest text at a sentence's end", () => {
    const c = keeper();
    // Big enough for the first example block and the personality whole, not for both blocks.
    const whole = messagesChars(toChatMessages({ ...request(c), history: [] }));
    const tokensFor = (chars: number) => {
      for (let tokens = 100; ; tokens += 10)
        if (requestLimits({ contextTokens: tokens }).requestChars * CARD_TEXT_SHARE >= chars) return tokens;
    };
    const oneBlock = systemOf(request(c), tokensFor(whole - 40));
    expect(oneBlock).toContain("Safer than the bog.");
    expect(oneBlock).not.toContain("Until the lamps go out.");
    expect(oneBlock).toContain(filledPersonality(c));

    const tokens = tokensFor(2000);
    const short = toChatMessages(request(c), { contextTokens: tokens });
    const system = String(short.find((m) => m.role === "system")?.content ?? "");
    expect(messagesChars(short)).toBeLessThanOrEqual(requestLimits({ contextTokens: tokens }).requestChars * CARD_TEXT_SHARE);
    expect(system).not.toContain("Safer than the bog.");
    const about = /About you: ([\s\S]*?)\nYou are speaking with/.exec(system)?.[1] ?? "";
    expect(about.length).toBeGreaterThan(500);
    expect(filledPersonality(c).startsWith(about)).toBe(true);
    expect(about).toMatch(/[.!?…\]"”*)]$/);
  });
});

describe("cutting a text at a sentence's end", () => {
  it("keeps whole sentences within the limit, else whole words", () => {
    expect(cutAtSentence("One. Two words here. Three.", 22)).toBe("One. Two words here.");
    expect(cutAtSentence("[Trait= a, b]\nNext line goes on", 20)).toBe("[Trait= a, b]");
    expect(cutAtSentence("no stop in this long line at all", 14)).toBe("no stop in");
    expect(cutAtSentence("short", 14)).toBe("short");
  });
});
