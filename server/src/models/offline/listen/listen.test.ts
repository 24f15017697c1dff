import { describe, expect, it } from "vitest";
import type { MemoryItem } from "../../types";
import { AERIS } from "../styles/aeris";
import { readAct } from "./act";
import { ownerNameOf } from "./owner-name";
import { facing, facingNote, reflect, reflectQuestion } from "./reflect";
import { feelingOf, readTone } from "./tone";

describe("readTone", () => {
  it.each([
    ["Work was stressful today.", "bad"],
    ["I failed my driving test this morning.", "bad"],
    ["I miss my old friends back home.", "bad"],
    ["I'm exhausted and everything feels like too much.", "bad"],
    ["It wasn't great, honestly.", "neutral"],
    ["I got a small pay rise today!", "good"],
    ["The doctors say she is stable now, what a relief.", "good"],
    ["Not bad at all, it went fine.", "neutral"],
    ["It rained all day here.", "neutral"],
    // A question asks; it does not complain, unless the owner says how they are.
    ["What do you do when a day goes badly?", "neutral"],
    ["I feel awful, what do I do?", "bad"],
    // An apology opening a correction carries no sorrow.
    ["Sorry, I meant Tom, not Sam.", "neutral"],
  ])("%j is %s", (message, tone) => expect(readTone(message)).toBe(tone));

  it("answers a hard day with sorrow or fear, good news with joy, love only when it is said to the personality", () => {
    expect(feelingOf("Work was stressful today.", "bad")).toBe("fear");
    expect(feelingOf("I failed my test.", "bad")).toBe("sorrow");
    expect(feelingOf("My sister loves her new job!", "good")).toBe("joy");
    expect(feelingOf("I love you, Aeris.", "good")).toBe("love");
    expect(feelingOf("The train leaves at nine.", "neutral")).toBeNull();
    expect(feelingOf("The train leaves at nine.", "neutral", "You love the Dreamer tenderly")).toBe("love");
  });
});

describe("readAct", () => {
  it.each([
    ["Hello Aeris, I'm new here.", { kind: "greeting", daypart: null }],
    ["Good morning, Aeris.", { kind: "greeting", daypart: "morning" }],
    ["My name is Dan, by the way.", { kind: "introduction", name: "Dan" }],
    ["Call me Ishmael.", { kind: "introduction", name: "Ishmael" }],
    ["Thank you for listening, Aeris. It helps.", { kind: "thanks" }],
    ["Good night, Aeris.", { kind: "farewell" }],
    ["Actually, Mara starts on Tuesday, not Monday.", { kind: "correction", correction: "Mara starts on Tuesday, not Monday" }],
    [
      "Sorry, I got that wrong: my best friend is called Tom, not Sam.",
      { kind: "correction", correction: "my best friend is called Tom, not Sam" },
    ],
    ["When does my sister start her new job?", { kind: "question", about: "owner" }],
    ["What is your favourite time of day?", { kind: "question", about: "self" }],
    ["Should I take lessons or teach myself?", { kind: "question", about: "advice", options: ["take lessons", "teach myself"] }],
    ["What should I cook tonight?", { kind: "question", about: "advice", options: null }],
    ["Why is the sky blue?", { kind: "question", about: "world" }],
    ["I'm going to walk over the pass on Saturday.", { kind: "statement", plan: true }],
    ["I moved to Leeds last month.", { kind: "statement", plan: false }],
    // A greeting with news after it is the news.
    ["Hi Tomas, I want to cross the pass tomorrow", { kind: "statement", plan: true }],
    // "I'm tired" is not a name.
    ["I'm tired.", { kind: "statement", plan: false }],
  ])("%j", (message, act) => expect(readAct(message, ["Aeris", "Tomas"])).toMatchObject(act));
});

describe("reflect", () => {
  it.each([
    ["I moved to Leeds last month for a job at the city library.", "You moved to Leeds last month for a job at the city library"],
    ["I'm worried I'm not fitting in at the library.", "You're worried you're not fitting in at the library"],
    ["I finally finished the bookshelf I was building!", "You finally finished the bookshelf you were building"],
    ["Tom called and we made up.", "Tom called and you made up"],
    ["It rained all day here.", "It rained all day there"],
    ["My cat Pixel is a grey rescue.", "Your cat Pixel is a grey rescue"],
  ])("%j → %j", (said, back) => expect(reflect(said)).toBe(back));

  it("does not turn what could come out wrong: a question, something said to the personality, a long sentence", () => {
    expect(reflect("Do you like the sea?")).toBeNull();
    expect(reflect("I think you would like my garden.")).toBeNull();
    expect(reflect("ok")).toBeNull();
    expect(reflect(`I ${"really ".repeat(20)}like it.`)).toBeNull();
  });

  it("turns a question put to the personality into its own words", () => {
    expect(reflectQuestion("What is your favourite time of day?")).toBe("My favourite time of day?");
    expect(reflectQuestion("Do you ever get tired of listening?")).toBe("Do I ever get tired of listening?");
    expect(reflectQuestion("What do you think makes a good friend?")).toBe("What makes a good friend?");
    expect(reflectQuestion("Are you happy here?")).toBe("Am I happy here?");
  });

  it("turns phrases and notes to face the owner", () => {
    expect(facing("my driving test")).toBe("your driving test");
    expect(facingNote("Dreamer's sister is Mara.", "Dreamer")).toBe("your sister is Mara");
    expect(facingNote("Dreamer likes green tea.", "Dreamer")).toBe("you like green tea");
    expect(facingNote("Dreamer is from Leeds.", "Dreamer")).toBe("you are from Leeds");
  });
});

describe("ownerNameOf", () => {
  const said = (content: string): MemoryItem => ({ role: "user", content, timestamp: "2026-11-21T09:00:00Z", importance: 5 });

  it("hears a name given in the conversation, the newest first", () => {
    expect(ownerNameOf("Dreamer", "How are you?", [said("My name is Dan."), said("Call me Danny.")])).toBe("Danny");
    expect(ownerNameOf("Dreamer", "My name is Dan.", [])).toBe("Dan");
    expect(ownerNameOf("  ", "Hello", [])).toBe("Dreamer");
  });

  it("keeps calling them so once the words have left the conversation, while the profile has no name of its own", () => {
    const replies = ["Dan: a good name, and I will keep it.", "Let me take that in, Dan. What did it make you think of?"];
    expect(ownerNameOf("Dreamer", "I cooked a curry.", [], replies, [AERIS])).toBe("Dan");
    expect(ownerNameOf("Selene", "I cooked a curry.", [], replies, [AERIS])).toBe("Selene");
    // A one-word sentence is not a name ("Listen." is Musashi's opener).
    expect(ownerNameOf("Dreamer", "Hi", [], ["Listen. You cooked a curry."], [AERIS])).toBe("Dreamer");
  });
});
