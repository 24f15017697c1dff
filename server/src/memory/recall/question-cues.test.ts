import { describe, expect, it } from "vitest";
import { inWindow, questionCues, readDateWindow } from "./question-cues";

const names = { owner: "Sam", self: "Nova" };

describe("questionCues (issue 37)", () => {
  it("leaves out the owner's and the personality's names, asked about in the third person", () => {
    expect(questionCues("Why did Sam decide to open a dance studio?", names).terms).toEqual(["decide", "open", "dance", "studio"]);
    expect(questionCues("What is Sam's favourite film?", names).terms).toEqual(["favourite", "film"]);
    expect(questionCues("What did Nova recommend to Sam?", names).terms).toEqual(["recommend"]);
  });

  it("leaves out a name said to its bearer, and keeps other names", () => {
    expect(questionCues("Nova, what did Priya bring?", names).terms).toEqual(["priya", "bring", "brought"]);
    expect(questionCues("Hey Nova! Where is Samuel now?", names).terms).toEqual(["samuel"]);
  });

  it("tells whose lines are asked about: a side named, or the owner's and the personality's pronouns (issue 37)", () => {
    const about = (text: string) => questionCues(text, names).about;
    expect(about("Why did Sam decide to open a dance studio?")).toBe("user");
    expect(about("What did Nova recommend?")).toBe("assistant");
    expect(about("What did I say about my sister?")).toBe("user");
    expect(about("What did you tell me to read?")).toBeNull();
    expect(about("What was your favourite book?")).toBe("assistant");
    expect(about("What did Nova recommend to Sam?")).toBeNull();
    expect(about("Hey Nova, what is Sam's favourite film?")).toBe("user");
    expect(about("Where is the old bakery?")).toBeNull();
  });

  it("searches a word in the forms the stemmer does not bring together (issue 37)", () => {
    expect(questionCues("When did Sam win the tournament?", names).terms).toEqual(["win", "won", "tournament"]);
    expect(questionCues("What did Sam's mom make?", names).terms).toEqual(["mom", "mum", "mother", "make", "made"]);
  });

  it("keeps a date's words as search words and reads its window", () => {
    const cues = questionCues("What movie did Sam watch on 1 May, 2022?", names);
    expect(cues.terms).toEqual(["movie", "watch", "2022"]);
    expect(cues.window).toEqual({ from: "2022-04-30", to: "2022-05-09", anyYear: false });
    expect(questionCues("What did Sam cook?", names).window).toBeNull();
  });
});

describe("readDateWindow", () => {
  it("reads a day, a month or a year, reaching a few days past it (a thing is told after it happens)", () => {
    expect(readDateWindow("in April 2022")?.window).toEqual({ from: "2022-04-01", to: "2022-05-08", anyYear: false });
    expect(readDateWindow("on May 8, 2023")?.window).toEqual({ from: "2023-05-07", to: "2023-05-16", anyYear: false });
    expect(readDateWindow("the 3rd of March 2021")?.window).toEqual({ from: "2021-03-02", to: "2021-03-11", anyYear: false });
    expect(readDateWindow("back in 2019")?.window).toEqual({ from: "2019-01-01", to: "2020-01-08", anyYear: false });
  });

  it("reads a date without its year as the same days of any year, cut at the year's ends", () => {
    expect(readDateWindow("Who visited in August?")?.window).toEqual({ from: "08-01", to: "09-08", anyYear: true });
    expect(readDateWindow("on 30 December")?.window).toEqual({ from: "12-29", to: "12-31", anyYear: true });
  });

  it("takes no ordinary word or time for a date", () => {
    expect(readDateWindow("You may come at 5:30")).toBeNull();
    expect(readDateWindow("I may march on")).toBeNull();
  });
});

describe("inWindow", () => {
  it("reads a memory's time against a window of days, or of days in any year", () => {
    const may = { from: "2022-04-30", to: "2022-05-09", anyYear: false };
    expect(inWindow("2022-05-02T19:00:00.000Z", may)).toBe(true);
    expect(inWindow("2022-05-10T00:00:00.000Z", may)).toBe(false);
    expect(inWindow("2023-08-15T10:00:00.000Z", { from: "08-01", to: "09-08", anyYear: true })).toBe(true);
  });
});
