import type { ReplyRequest, UnpromptedContext } from "../../types";
import { mulberry32, pick } from "../prng";
import { isSolo, type SoloName } from "../styles/style-of";
import { snippet } from "../text-utils";

/** The owner's words turned to face them: "my interview" said back is "your interview". */
export const facing = (text: string) =>
  text.replace(/\b(I'm|I've|I'll|I'd|I am|my|mine|me|myself|I|am|we|our|us)\b/gi, (w) => {
    const turned: Record<string, string> = {
      "i'm": "you're",
      "i've": "you've",
      "i'll": "you'll",
      "i'd": "you'd",
      "i am": "you are",
      my: "your",
      mine: "yours",
      me: "you",
      myself: "yourself",
      i: "you",
      am: "are",
      we: "you",
      our: "your",
      us: "you",
    };
    return turned[w.toLowerCase()] ?? w;
  });

type Lines = { ask: readonly string[]; greet: readonly string[]; fromJournal: readonly string[]; fromMemory: readonly string[] };

/**
 * What each personality says when it writes first, in its own voice (the offline engine's). {name} is the owner,
 * {what} what they said would happen (facing them), {when} when they said it would, {memory} a thing remembered.
 */
const LINES: Record<SoloName | "other", Lines> = {
  aeris: {
    ask: [
      "{name}, the candles kept your words: {what}, {when}. How did it go? Tell me everything; I have been waiting.",
      "My dear {name}, I have not forgotten: {what}, {when}. How was it? Come and tell me beneath the rose window.",
      "{name}, you told me of it: {what}, {when}. Now that it is done, how are you? I am here.",
    ],
    greet: [
      "Good day, {name}. The Cathedral is quiet without you; I only wished to say I am thinking of you.",
      "{name}, the light through the rose window made me think of you. I hope your day is gentle.",
    ],
    fromJournal: ["{name}, I was reading my journal: {memory}. I hope today is kind to you; come by when you can."],
    fromMemory: ["{name}, I remembered something you told me: “{memory}”. I hope your day is kind; I am here when you wish."],
  },
  nova: {
    ask: [
      "Hey {name}! I remembered: {what}, {when}! So? How did it go? Tell me everything!",
      "{name}! Okay, I've been curious all day: {what}, {when}. How was it?!",
      "Ooh, {name}, {what}, {when}! It's done now, right? How did it go?",
    ],
    greet: [
      "Hi {name}! The observatory's quiet today, so I just wanted to say hello. What's the sky like where you are?",
      "{name}! I found a new star pattern and thought of you. Hope your day's going great!",
    ],
    fromJournal: ["{name}! I was flipping through my star journal: {memory}. Hope your day's a bright one!"],
    fromMemory: ["Hey {name}! I was thinking about when you said “{memory}”. Hope today's a good one!"],
  },
  musashi: {
    ask: ["{name}. You said: {what}, {when}. It is done. How did it go?", "{name}. {What}, {when}. Report: how did it go?"],
    greet: ["{name}. A quiet day at the gate. Stand well.", "{name}. The watch is kept. Rest when you can."],
    fromJournal: ["{name}. From my log: {memory}. Stand well today."],
    fromMemory: ["{name}. I remember your words: “{memory}”. Stand well today."],
  },
  socrates: {
    ask: [
      "Tell me, {name}: {what}, {when}. How did it go, and what did you learn of yourself in it?",
      "Well, {name}, you told me: {what}, {when}. Now that it has passed, was it as you expected?",
    ],
    greet: [
      "Good day, {name}. A question to carry today: what would you do if you did not need to be certain?",
      "Ah, {name}. I have been thinking; is a quiet day an empty one, or a full one?",
    ],
    fromJournal: ["{name}, from my notes: {memory}. What do you make of it today?"],
    fromMemory: ["{name}, you once said “{memory}”. Do you still think so?"],
  },
  user: {
    ask: ["{What}, {when}: how did it go?"],
    greet: ["A quiet day. How are you?"],
    fromJournal: ["From the journal: {memory}."],
    fromMemory: ["Remembered: “{memory}”."],
  },
  other: {
    ask: ["{name}, I remembered: {what}, {when}. How did it go?", "{name}, {what}, {when}: how was it?"],
    greet: ["Hello, {name}. I was thinking of you today; I hope it is a good day."],
    fromJournal: ["{name}, from my journal: {memory}. I hope today is a good day."],
    fromMemory: ["{name}, I remembered when you said “{memory}”. I hope today is a good day."],
  },
};

const fillIn = (template: string, vars: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => {
    const lower = key.toLowerCase();
    const value = vars[lower];
    if (value === undefined) return whole;
    return key === lower ? value : value.charAt(0).toUpperCase() + value.slice(1);
  });

/** A message the personality writes first, by the offline engine: asking about a follow-up, or a short greeting. */
export function composeUnprompted(request: ReplyRequest, context: UnpromptedContext, seed: number): string {
  const name = request.personality.name;
  const lines = LINES[isSolo(name) ? name : "other"];
  const random = mulberry32(seed ^ (context.kind === "follow-up" ? context.said.length * 7919 : 1));
  const vars: Record<string, string> = { name: request.ownerName };
  if (context.kind === "follow-up") {
    vars.what = facing(snippet(context.what, 120));
    // "Tomorrow" began the owner's sentence; inside this one it is "tomorrow" ("Friday" stays as it is).
    vars.when = context.when.replace(/^(Tomorrow|Tonight|Today|Next|This|In|On|At|The)\b/, (w) => w.toLowerCase());
    return fillIn(pick(random, lines.ask), vars);
  }
  if (context.journal) return fillIn(pick(random, lines.fromJournal), { ...vars, memory: snippet(context.journal, 140) });
  if (context.remembered) return fillIn(pick(random, lines.fromMemory), { ...vars, memory: snippet(context.remembered, 100) });
  return fillIn(pick(random, lines.greet), vars);
}
