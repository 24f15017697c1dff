import { HISTORY_SENT_TO_MODEL } from "@contract/chat";
import type { PersonalityName } from "@contract/personalities";
import { describe, expect, it } from "vitest";
import { requestFor } from "../../../../test/request-fixture";
import type { MemoryItem } from "../../types";
import { MIN_OPENERS } from "../styles/style";
import { styleOf } from "../styles/style-of";
import { composeReply } from "./compose-reply";
import { FRESH_REPLIES, openerOf } from "./rotation";

const ALL: PersonalityName[] = ["aeris", "nova", "trinity", "musashi", "socrates", "user", "council"];
const SEEDS = Array.from({ length: 40 }, (_, i) => i * 7919 + 1);
/** A first half hour: greetings, plans, feelings (the same one several times), questions. */
const MESSAGES = [
  "Hello, I am new here.",
  "I am thinking about moving to Lisbon for a better job.",
  "I feel a bit anxious tonight.",
  "Still anxious, honestly.",
  "I love the sea, though.",
  "Tell me something about yourself.",
  "What did I ask you first?",
  "My sister Mara thinks it is a bad idea.",
  "I am so happy you listen to me.",
  "I'm worried about the rent.",
  "What did I say about Lisbon?",
  "ok",
  "ok",
  "Thank you, good night.",
];

/** Talks to a personality as the server does: each reply sees the last 15 items of the conversation and its last ten replies. */
function conversation(name: PersonalityName, seed: number, turns = MESSAGES.length): string[] {
  const items: MemoryItem[] = [];
  const replies: string[] = [];
  for (let turn = 0; turn < turns; turn++) {
    const message = MESSAGES[turn % MESSAGES.length] ?? "";
    const at = new Date(Date.UTC(2026, 10, 26, 9, turn)).toISOString();
    const text = composeReply(
      requestFor(name, {
        message,
        history: items.slice(-HISTORY_SENT_TO_MODEL),
        earlierReplies: () => replies.slice(-FRESH_REPLIES),
        ownerName: "Dreamer",
      }),
      seed,
    ).text;
    items.push(
      { role: "user", content: message, timestamp: at, importance: 6 },
      { role: "assistant", content: text, timestamp: at, importance: 6 },
    );
    replies.push(text);
  }
  return replies;
}

describe("openers", () => {
  it.each(["aeris", "nova", "musashi", "socrates", "user"] as const)("%s has enough openers for ten turns", (name) => {
    expect(new Set(styleOf(name).openers).size).toBeGreaterThanOrEqual(MIN_OPENERS);
  });

  it.each(ALL)("%s never repeats an opener within ten turns, whatever the seed", (name) => {
    for (const seed of SEEDS) {
      const openers = conversation(name, seed, 24).map(openerOf);
      for (let start = 0; start + 10 <= openers.length; start++) {
        const window = openers.slice(start, start + 10);
        expect([seed, start, new Set(window).size]).toEqual([seed, start, 10]);
      }
    }
  });

  it.each(ALL)("%s greets a newcomer as one, never as one coming back", (name) => {
    for (const seed of SEEDS.slice(0, 10)) {
      const [first] = conversation(name, seed, 1);
      expect(first).not.toMatch(/welcome back|again|as always/i);
    }
  });

  it("is reproducible: the same seed gives the same conversation, another seed another", () => {
    expect(conversation("aeris", 5)).toEqual(conversation("aeris", 5));
    expect(conversation("aeris", 5)).not.toEqual(conversation("aeris", 6));
  });
});
