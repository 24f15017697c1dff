import { readFileSync } from "node:fs";
import path from "node:path";
import * as chrono from "chrono-node";
import { describe, expect, it } from "vitest";
import { extractFollowUps, mayHoldTime } from "./extract";

/** Tuesday 24 November 2026, 15:00 in Lisbon (UTC+0 in winter). */
const TUESDAY = new Date("2026-11-24T15:00:00Z");
const LISBON = "Europe/Lisbon";
const one = (text: string, at = TUESDAY, zone = LISBON) => {
  const found = extractFollowUps(text, at, zone);
  return found.length === 1
    ? { what: found[0]?.what, phrase: found[0]?.phrase, precision: found[0]?.precision, dueAt: found[0]?.dueAt.toISOString() }
    : found;
};

describe("follow-ups read from what the owner says", () => {
  it("a weekday with a time: asked two hours after it", () => {
    expect(one("my interview is Thursday at 10")).toEqual({
      what: "my interview",
      phrase: "Thursday at 10",
      precision: "time",
      dueAt: "2026-11-26T12:00:00.000Z",
    });
    expect(one("My flight leaves Friday 18:30!")).toMatchObject({ precision: "time", dueAt: "2026-11-27T20:30:00.000Z" });
  });

  it("a day without a time (relative or named): asked that evening", () => {
    expect(one("tomorrow I start the new job")).toEqual({
      what: "I start the new job",
      phrase: "tomorrow",
      precision: "day",
      dueAt: "2026-11-25T19:00:00.000Z",
    });
    expect(one("I have an exam on Friday.")).toMatchObject({ what: "I have an exam", dueAt: "2026-11-27T19:00:00.000Z" });
    expect(one("on the 3rd of December my sister visits me")).toMatchObject({ dueAt: "2026-12-03T19:00:00.000Z" });
    expect(one("my exam is today")).toMatchObject({ what: "my exam", dueAt: "2026-11-24T19:00:00.000Z" });
  });

  it("a weekday is the coming one, even when the last one was closer", () => {
    expect(one("I have an exam on Saturday")).toMatchObject({ dueAt: "2026-11-28T19:00:00.000Z" });
    expect(one("Monday I begin the course")).toMatchObject({ dueAt: "2026-11-30T19:00:00.000Z" });
  });

  it("keeps the matter, not the greeting it was said with (issue 38)", () => {
    expect(one("Hi Tomas, I want to cross the pass tomorrow")).toMatchObject({ what: "I want to cross the pass", phrase: "tomorrow" });
    expect(one("Good morning, Aeris! My interview is Thursday at 10")).toMatchObject({ what: "My interview" });
    expect(one("Hey there, tomorrow I start the new job")).toMatchObject({ what: "I start the new job" });
    // A greeting word inside the sentence is the matter: "Hello Kitty" is a shop here, not a greeting.
    expect(one("I'm meeting Anna at the Hello Kitty cafe on Friday")).toMatchObject({ what: "I'm meeting Anna at the Hello Kitty cafe" });
  });

  it("tonight is asked about the next morning", () => {
    expect(one("tonight I go dancing")).toMatchObject({ what: "I go dancing", dueAt: "2026-11-25T10:00:00.000Z" });
  });

  it("next week: asked at the end of that week; next month: on its last day", () => {
    expect(one("I'm flying to Lisbon next week")).toEqual({
      what: "I'm flying to Lisbon",
      phrase: "next week",
      precision: "week",
      dueAt: "2026-12-06T19:00:00.000Z",
    });
    expect(one("next month I move house")).toMatchObject({ precision: "month", dueAt: "2026-12-31T19:00:00.000Z" });
  });

  it("reads the time in the owner's zone: the same words are another instant in New York", () => {
    expect(one("my interview is Thursday at 10", TUESDAY, "America/New_York")).toMatchObject({ dueAt: "2026-11-26T17:00:00.000Z" });
    expect(one("I have an exam on Friday", TUESDAY, "Asia/Tokyo")).toMatchObject({ dueAt: "2026-11-27T10:00:00.000Z" });
    // Late on Tuesday in Lisbon is already Wednesday in Tokyo: "tomorrow" is Thursday there.
    const late = new Date("2026-11-24T22:00:00Z");
    expect(one("tomorrow I start the new job", late, "Asia/Tokyo")).toMatchObject({ dueAt: "2026-11-26T10:00:00.000Z" });
    expect(one("tomorrow I start the new job", late, LISBON)).toMatchObject({ dueAt: "2026-11-25T19:00:00.000Z" });
  });

  it("keeps the wall time across a change of clocks (the evening after the spring change is still 19:00)", () => {
    const beforeChange = new Date("2027-03-26T12:00:00Z"); // Friday; Europe moves to summer time on Sunday 28 March
    expect(one("on Monday I start the new job", beforeChange)).toMatchObject({ dueAt: "2027-03-29T18:00:00.000Z" });
  });

  it("ignores past dates, moments too close to follow up, and plans that are not the owner's", () => {
    expect(extractFollowUps("yesterday I had an exam", TUESDAY, LISBON)).toEqual([]);
    expect(extractFollowUps("Monday was hard for me", TUESDAY, LISBON)).toEqual([]);
    expect(extractFollowUps("I had my exam on Saturday", TUESDAY, LISBON)).toEqual([]);
    expect(extractFollowUps("last week I was in Porto", TUESDAY, LISBON)).toEqual([]);
    expect(extractFollowUps("I'll be back in 5 minutes", TUESDAY, LISBON)).toEqual([]);
    expect(extractFollowUps("I'm 10 years old", TUESDAY, LISBON)).toEqual([]);
    expect(extractFollowUps("She flies on Friday", TUESDAY, LISBON)).toEqual([]);
    expect(extractFollowUps("What is consciousness?", TUESDAY, LISBON)).toEqual([]);
    expect(extractFollowUps("In 2030 I retire", TUESDAY, LISBON)).toEqual([]);
  });

  it("keeps each mention of a message once, in order, and reads no code", () => {
    const found = extractFollowUps(
      "My exam is friday. Then tomorrow is the party for us.\n```\nmy cron runs tomorrow\n```",
      TUESDAY,
      LISBON,
    );
    expect(found.map((f) => [f.position, f.what, f.dueAt.toISOString()])).toEqual([
      [0, "My exam", "2026-11-27T19:00:00.000Z"],
      [1, "party for us", "2026-11-25T19:00:00.000Z"],
    ]);
  });
});

describe("the first look before chrono-node", () => {
  /** The recall benchmark's three conversations (1,008 lines, 12 sessions each) and their questions, by sentence. */
  const benchmark = (
    JSON.parse(readFileSync(path.resolve(import.meta.dirname, "../../../scripts/bench/recall-data/conversations.json"), "utf8")) as {
      turns: { text: string }[];
      questions: { question: string }[];
    }[]
  ).flatMap((c) => [...c.turns.map((t) => t.text), ...c.questions.map((q) => q.question)]);
  /** chrono-node's English vocabulary, each way of saying a time in a sentence of its own. */
  const vocabulary = [
    "I see her in a few hrs",
    "back in 2 h",
    "I call you in half an hour",
    "we meet in a couple of days",
    "my exam is the day after tomorrow",
    "I get paid on the fifth",
    "I leave on the twenty-first of June",
    "lunch with me at noon",
    "I sleep at midnight",
    "this weekend I paint",
    "I fly in a fortnight",
    "my test is on 12/03",
    "I start 2026-12-01",
    "my train is at 5",
    "I'll be there in three weeks",
    "my rent is due at the end of the month",
    "I see him tmrw",
    "I meet them Thurs. at 10",
    "my shift is on Sat",
    "I am off in Sept",
    "I go in an hour",
    "within a few minutes I go",
    "I am there in 10 mins",
    "I go a couple of years from now",
    "I'm back this morning",
    "I meet her next quarter",
    "my party is in 2 days",
    "I come back within an h",
    "I'll see you in a d",
    "I go in ten min",
    "I rest at a d",
    "my course is on a weekday",
    "I move next yr",
    "my review is next qtr",
    "I see you this h",
  ];
  const sentences = [...benchmark, ...vocabulary].flatMap((text) => text.split(/(?<=[.!?])\s+|\n+/)).filter(Boolean);
  const reference = { instant: new Date("2026-11-24T15:00:00Z"), timezone: 0 };

  it("lets through every sentence chrono-node reads a date or time in", () => {
    const read = sentences.filter((s) => chrono.parse(s, reference, { forwardDate: true }).length > 0);
    expect(read.length).toBeGreaterThan(300);
    expect(read.filter((s) => !mayHoldTime(s))).toEqual([]);
  });

  it("spares chrono-node most sentences of a conversation", () => {
    const looked = benchmark.flatMap((text) => text.split(/(?<=[.!?])\s+|\n+/)).filter(Boolean);
    expect(looked.filter(mayHoldTime).length / looked.length).toBeLessThan(0.4);
    for (const s of ["I love the sea and the mountains.", "Tell me something about the stars.", "I'm tired, I'd rather rest."]) {
      expect(mayHoldTime(s)).toBe(false);
    }
  });
});
