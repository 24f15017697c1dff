import type { PersonalityName } from "@contract/personalities";
import { describe, expect, it } from "vitest";
import { requestFor } from "../../../../test/request-fixture";
import type { MemoryItem, RecalledMemory } from "../../types";
import { composeReply } from "../compose/compose-reply";
import { readPastQuestion } from "./past-question";

const at = (minute: number, day = 26) => new Date(Date.UTC(2026, 10, day, 9, minute)).toISOString();
const user = (content: string, minute: number, day?: number): MemoryItem => ({
  role: "user",
  content,
  timestamp: at(minute, day),
  importance: 6,
});
const ai = (content: string, minute: number): MemoryItem => ({ role: "assistant", content, timestamp: at(minute), importance: 6 });

/** The working memory of a chat well past its first words: the first message is only in long-term memory. */
const history: MemoryItem[] = [
  user("I am thinking about moving to Lisbon for a better job.", 10),
  ai("Ah, Dreamer. You speak of “Lisbon”, and the sea there.", 10),
  user("My sister Mara thinks it is a bad idea.", 12),
  ai("Let me take that in. Your sister loves you.", 12),
  user("What did I say about Lisbon?", 14),
  ai("On 26 November you told me “I am thinking about moving to Lisbon for a better job”.", 14),
];
const first: RecalledMemory = {
  content: "Hello Aeris, I am new here.",
  createdAt: at(1, 25),
  importance: 6,
  role: "user",
  fromExchange: false,
};
const ask = (name: PersonalityName, message: string, recalled: RecalledMemory[] = [first], seed = 1) =>
  composeReply(requestFor(name, { message, history, recalled, ownerName: "Dreamer" }), seed).text;
const CHATTERS: PersonalityName[] = ["aeris", "nova", "musashi", "socrates", "trinity", "council"];

describe("readPastQuestion", () => {
  it.each([
    ["What did I ask you first?", { kind: "first" }],
    ["What was the first thing I said?", { kind: "first" }],
    ["What did I say about Lisbon?", { kind: "about", who: "owner", subject: "Lisbon", when: false }],
    ["When did I mention my sister?", { kind: "about", who: "owner", subject: "my sister", when: true }],
    ["What did you tell me about the rose window?", { kind: "about", who: "self", subject: "the rose window", when: false }],
    ["What did Nova say about the vow?", { kind: "about", who: "Nova", subject: "the vow", when: false }],
    ["Did I ever mention my cat?", { kind: "about", who: "owner", subject: "my cat", when: false }],
  ])("reads %j", (message, expected) => expect(readPastQuestion(message)).toEqual(expected));

  it.each([
    "Hello, I am new here.",
    "What is the first star you saw?",
    "Should I move to another city for a better-paid job?",
    "I said no.",
  ])("leaves %j alone", (message) => expect(readPastQuestion(message)).toBeNull());
});

describe("questions about the past, answered from memory", () => {
  it.each(CHATTERS)("%s tells the first thing the owner said, and when", (name) => {
    const text = ask(name, "What did I ask you first?");
    expect(text).toContain("The first thing you said to me, on 25 November, was “Hello Aeris, I am new here”.");
    expect(text).not.toMatch(/remind|Tell me everything/i);
  });

  it.each(CHATTERS)("%s tells what the owner said about something, in the owner's own words", (name) => {
    const text = ask(name, "What did I say about Lisbon?");
    expect(text).toContain("On 26 November you told me “I am thinking about moving to Lisbon for a better job”.");
    // Neither its own earlier answer nor the earlier question counts as something the owner said about Lisbon.
    expect(text).not.toContain("And again");
  });

  it("leads with the date when asked when", () => {
    expect(ask("aeris", "When did I mention my sister?")).toContain(
      "You first spoke of your sister on 26 November: “My sister Mara thinks it is a bad idea”.",
    );
  });

  it("says plainly when it keeps nothing on the subject", () => {
    expect(ask("aeris", "What did I say about my cat?")).toContain("I find nothing about your cat in what I keep of what you said.");
  });

  it("tells another's words as theirs, from a memory of an exchange", () => {
    const recalled: RecalledMemory[] = [
      {
        content: "On the Trinity Bridge, Nova told me: “The vow is a promise to keep listening”",
        createdAt: at(3, 24),
        importance: 6,
        role: "system",
        fromExchange: true,
      },
    ];
    expect(ask("aeris", "What did Nova say about the vow?", recalled)).toContain(
      "On 24 November, on the Trinity Bridge, Nova said “The vow is a promise to keep listening”.",
    );
  });
});
