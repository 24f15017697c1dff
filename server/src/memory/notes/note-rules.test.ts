import { describe, expect, it } from "vitest";
import { notesByRules } from "./note-rules";

const at = new Date("2026-11-24T10:00:00Z"); // a Tuesday
const notes = (text: string) => notesByRules(text, "Maya", at);

describe("memory notes by rules", () => {
  it("notes the people of the owner's life by relation and name", () => {
    expect(notes("My sister Anna is visiting.")).toContainEqual({ kind: "person", content: "Maya's sister is Anna." });
    expect(notes("I had lunch with my best friend, Tomasz Nowak.")).toContainEqual({
      kind: "person",
      content: "Maya's best friend is Tomasz Nowak.",
    });
    expect(notes("Jonah is my partner and he snores.")).toContainEqual({ kind: "person", content: "Maya's partner is Jonah." });
    expect(notes("My cat is called Pepper")).toContainEqual({ kind: "person", content: "Maya's cat is Pepper." });
  });

  it("notes likes and dislikes, and leaves vague or negated ones alone", () => {
    expect(notes("I love cold-water swimming in winter.")).toEqual([
      { kind: "like", content: "Maya loves cold-water swimming in winter." },
    ]);
    expect(notes("I hate the smell of coriander, honestly.")).toEqual([
      { kind: "dislike", content: "Maya dislikes the smell of coriander." },
    ]);
    expect(notes("I don't like horror films")).toEqual([{ kind: "dislike", content: "Maya dislikes horror films." }]);
    expect(notes("My favourite season is autumn")).toEqual([{ kind: "like", content: "Maya's favourite season is autumn." }]);
    expect(notes("I love you")).toEqual([]);
    expect(notes("I love it when it rains")).toEqual([]);
    expect(notes("I like that idea but I'm not sure")).toEqual([]);
  });

  it("notes facts of work and place", () => {
    expect(notes("I work at the Crouch End library.")).toEqual([{ kind: "fact", content: "Maya works at the Crouch End library." }]);
    expect(notes("I live in Lisbon now")).toEqual([{ kind: "fact", content: "Maya lives in Lisbon now." }]);
    expect(notes("I'm allergic to peanuts!")).toEqual([{ kind: "fact", content: "Maya is allergic to peanuts." }]);
    expect(notes("Honestly I'm vegetarian these days")).toEqual([{ kind: "fact", content: "Maya is vegetarian." }]);
  });

  it("notes plans with their date, resolved from when the owner said them", () => {
    const [plan] = notes("On Friday I'm flying to Lisbon to see Anna.");
    expect(plan).toEqual({ kind: "plan", content: "Maya is flying to Lisbon to see Anna on Friday (2026-11-27)." });
    expect(notes("I'm going to make tea and go to bed.")).toEqual([]);
    // A plan with no date is not a note of a plan.
    expect(notes("I'm flying to Lisbon at some point.")).toEqual([]);
  });

  it("notes who a person is, birthdays, fears, a new favourite and a job at a named place", () => {
    expect(notes("My partner Jonah is a sound technician at a theatre, which means quiet evenings.")).toEqual([
      { kind: "person", content: "Maya's partner Jonah is a sound technician at a theatre." },
    ]);
    expect(notes("Reminder: Jonah's birthday is the 9th of June, not the 19th.")).toContainEqual({
      kind: "fact",
      content: "Jonah's birthday is the 9th of June.",
    });
    expect(notes("Confession: I'm scared of deep water.")).toEqual([{ kind: "dislike", content: "Maya is scared of deep water." }]);
    expect(notes("Found a new favourite restaurant, Osteria Lume.")).toEqual([
      { kind: "like", content: "Maya's favourite restaurant is Osteria Lume." },
    ]);
    expect(notes("I'm a gameplay programmer at Northwind Games and today was long.")).toContainEqual({
      kind: "fact",
      content: "Maya is a gameplay programmer at Northwind Games.",
    });
  });

  it("notes a sentence of the owner's life with a calendar date as dated, ahead unless told in the past", () => {
    expect(notes("I start on the 5th of December.")).toEqual([
      { kind: "plan", content: "Maya starts on the 5th of December (2026-12-05)." },
    ]);
    expect(notes("Our moving day was the 2nd of November.")).toEqual([
      { kind: "fact", content: 'Maya said: "Our moving day was the 2nd of November" (2026-11-02).' },
    ]);
    // "Today" is no calendar date.
    expect(notes("Tonight I just want to sit and do nothing.")).toEqual([]);
  });

  it("leaves questions, wishes and suppositions alone (precision before recall)", () => {
    expect(notes("Do you think I work at the right place?")).toEqual([]);
    expect(notes("If I lived in Paris I would love croissants.")).toEqual([]);
    expect(notes("I wish I worked at the observatory.")).toEqual([]);
    expect(notes("Priya says I love drama.")).toEqual([]);
    expect(notes("The trains were a mess today, signal failure, everyone grumpy.")).toEqual([]);
  });

  it("keeps notes short and gives each once", () => {
    expect(notes("I love tea. I love tea.")).toHaveLength(1);
    expect(notes("I love the long list of all of the small things in the world that happen")).toEqual([]);
  });

  // Issue 39: what an upgrade's notes said wrongly. A note reads as a person would write it, and says a thing once.
  it("reads a possessive after a name as the name's: 'my sister Anna's birthday' names Anna", () => {
    expect(notesByRules("My sister Anna's birthday is the 3rd of March.", "Elena Dreamwright", at)).toEqual([
      { kind: "fact", content: "Anna's birthday is the 3rd of March." },
      { kind: "person", content: "Elena Dreamwright's sister is Anna." },
    ]);
    expect(notes("My brother Tom’s dog is called Rex.")).toEqual([{ kind: "person", content: "Maya's brother is Tom." }]);
    expect(notes("My partner Jonah's band is a folk trio from Leeds.")).toEqual([{ kind: "person", content: "Maya's partner is Jonah." }]);
  });

  it("gives a date once: a fact that already says when is not noted again as a plan", () => {
    expect(notes("I work at the library from the 1st of December.")).toEqual([
      { kind: "fact", content: "Maya works at the library from the 1st of December." },
    ]);
    expect(notes("I'm working at the bakery from Monday.")).toEqual([{ kind: "fact", content: "Maya works at the bakery from Monday." }]);
    // Two facts of one sentence are two notes: who Anna is, and when her wedding is.
    expect(notes("My sister Anna's wedding is on the 12th of December.")).toEqual([
      { kind: "person", content: "Maya's sister is Anna." },
      { kind: "plan", content: "Maya's sister Anna's wedding is on the 12th of December (2026-12-12)." },
    ]);
  });

  it("tells a dated sentence of the owner in the third person, or quotes it when it cannot", () => {
    expect(notes("I'm flying to Lisbon on the 5th of December.")).toEqual([
      { kind: "plan", content: "Maya is flying to Lisbon on the 5th of December (2026-12-05)." },
    ]);
    expect(notes("Reminder: I just finished my exams on the 20th of November.")).toEqual([
      { kind: "fact", content: "Maya just finished their exams on the 20th of November (2026-11-20)." },
    ]);
    expect(notes("Jonah and I are going to Rome on the 8th of December.")).toEqual([
      { kind: "plan", content: "Jonah and Maya are going to Rome on the 8th of December (2026-12-08)." },
    ]);
    expect(notes("I need to see the dentist on the 2nd of December.")).toEqual([
      { kind: "plan", content: "Maya needs to see the dentist on the 2nd of December (2026-12-02)." },
    ]);
    expect(notes("We're moving house on the 3rd of December.")).toEqual([
      { kind: "plan", content: 'Maya said: "We\'re moving house on the 3rd of December" (2026-12-03).' },
    ]);
  });
});
