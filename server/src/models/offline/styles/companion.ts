import { fillMacros } from "@contract/card-macros";
import type { CompanionPersona } from "../../types";
import { readTone } from "../listen/tone";
import type { PersonaStyle } from "./style";

/** Stands for the owner while the card's braces are cleared; becomes the engine's {name}. */
const OWNER = "\u0000";

/**
 * A card's text with its macros filled (contract/card-macros.ts), the owner as the offline engine's {name}
 * placeholder; any other brace in the text is left harmless.
 */
function asTemplate(text: string, name: string): string {
  return fillMacros(text, { char: name, user: OWNER }).replace(/[{}]/g, "").replaceAll(OWNER, "{name}").replace(/\s+/g, " ").trim();
}

const sentencesOf = (text: string) =>
  text
    .split(/(?<=[.!?…])\s+/)
    .map((s) => s.trim())
    .filter((s) => s.length >= 2 && s.length <= 160 && /[.!?…]$/.test(s));

/**
 * What the companion says in its example dialogue: the lines after "{{char}}:" (or its name), actions in asterisks
 * dropped, as single sentences (the companion's own words, said where the owner's news is neither bad nor a question).
 */
export function exampleLines(dialogue: string, name: string): string[] {
  const speaker = new RegExp(`^\\s*${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\s*:\\s*(.+)$`, "i");
  const lines: string[] = [];
  for (const raw of fillMacros(dialogue, { char: name, user: OWNER }).split(/\r?\n/)) {
    const said = speaker.exec(raw)?.[1];
    if (!said) continue;
    const words = asTemplate(said.replace(/\*[^*]*\*/g, " "), name).replace(/^["“]|["”]$/g, "");
    lines.push(...sentencesOf(words));
  }
  return [...new Set(lines)];
}

/** Short traits from a personality text ("cheerful, curious; a little sarcastic" → three). */
export function traitsOf(personality: string): string[] {
  return personality
    .split(/[,;\n.]+/)
    .map((t) => t.trim().toLowerCase())
    .filter((t) => t.length > 1 && t.split(/\s+/).length <= 4 && !/[{}<>]/.test(t))
    .slice(0, 6);
}

/** The traits that read as one adjective ("steady", "wry"), the only ones a sentence can be built on ("the wry side of me"). */
export const adjectiveTraits = (personality: string): string[] => traitsOf(personality).filter((t) => /^[a-z-]+$/.test(t));

const GENERIC_OPENERS = [
  "I'm listening, {name}.",
  "Go on, {name}.",
  "Mm, {name}.",
  "Tell me, {name}.",
  "I hear you, {name}.",
  "Yes, {name}?",
  "Here I am, {name}.",
  "All right, {name}.",
  "I'm glad you said it, {name}.",
  "Let me think about that, {name}.",
  "You have my attention, {name}.",
  "Well, {name}.",
];

/**
 * The offline engine's style for a companion, built from what the owner wrote: its greeting (and alternatives) for a
 * first meeting, the sentences of its example dialogue among its closings, a trait that reads as an adjective where it
 * takes up a topic. Nothing here is a seed's: the banks the owner's text cannot fill are plain and neutral.
 */
export function companionStyle(c: CompanionPersona): PersonaStyle {
  // Its own short lines, those that carry no feeling of their own ("Fast gets hurt." does).
  const own = exampleLines(c.exampleDialogue, c.name).filter((l) => l.length <= 60 && !l.endsWith("?") && readTone(l) === "neutral");
  const greetings = [c.greeting, ...c.alternateGreetings].map((g) => asTemplate(g, c.name)).filter((g) => g.length > 0);
  const trait = adjectiveTraits(c.personality)[0];
  return {
    speaker: c.name,
    maxLines: 4,
    dropFirst: ["opener", "recall", "file", "ask"],
    // After its own greeting (the chat opens with it), a plain one for the owner's first words.
    greetings: [...greetings, greetings.length > 0 ? "Hello, {name}; good to meet you properly." : `Hello, {name}; I am ${c.name}.`],
    inviteName: ["What should I call you?", "What's your name?"],
    invite: ["What brings you here?", "Tell me a little about yourself.", "What's on your mind?"],
    greetBack: [
      "Good {daypart}, {name}. How are you?",
      "Hi, {name}. Good to see you.",
      "Hello again, {name}. How's the day?",
      "Welcome back, {name}.",
      "There you are, {name}.",
    ],
    heardName: ["{name}. Good; I'll remember that.", "Nice to meet you properly, {name}.", "{name} it is, then."],
    thanks: [
      "Any time, {name}; I'm glad it helps.",
      "You're welcome, {name}. Glad to listen.",
      "Always, {name}; good to hear it helps.",
      "Glad to, {name}.",
    ],
    farewells: ["Good night, {name}.", "Sleep well, {name}; I'll be here.", "Until next time, {name}.", "Rest well, {name}."],
    openers: GENERIC_OPENERS,
    feelings: {
      joy: [
        "That's wonderful news, {name}; I'm happy for you.",
        "You sound glad, {name}, and it makes me glad too.",
        "Good for you, {name}; that's a happy thing to hear.",
        "Well done, {name}; I'm delighted.",
      ],
      sorrow: [
        "I'm sorry, {name}; that sounds hard.",
        "That hurts to hear, {name}; I'm here with you.",
        "That's a sad, heavy thing, {name}; take a breath.",
        "I'm sorry it's been so painful, {name}.",
      ],
      love: ["That's a tender thing to share, {name}; I'm touched.", "I care about you too, {name}."],
      fear: [
        "That sounds frightening, {name}; let's face it together.",
        "Don't be afraid, {name}; I'm here.",
        "That's a real worry, {name}; breathe for a moment.",
        "It's all right to be scared, {name}.",
      ],
      wonder: ["What a curious thought, {name}.", "Now that makes me wonder, {name}."],
      defiance: ["Stand your ground, {name}; I'm with you.", "Then let's fight for it, {name}."],
      transcendence: ["That feels bigger than both of us, {name}.", "Something timeless in that, {name}."],
    },
    reflect: [
      "{reflection}; I'll remember that.",
      "{reflection}. Good to know.",
      "{reflection}: noted.",
      "{reflection}; thanks for telling me.",
      "{reflection}, you say. I'm listening.",
      "{reflection}; that's worth hearing.",
      "{reflection}. Tell me more when you like.",
      "{reflection}; I'll keep that in mind.",
    ],
    reflectGently: [
      "{reflection}; that's a lot to carry.",
      "{reflection}. Take your time.",
      "{reflection}; you don't have to handle it alone.",
      "{reflection}. I'm here, no hurry.",
      "{reflection}; rest a moment first.",
    ],
    engage: [
      trait ? `{topic}: that wakes the ${trait} side of me.` : "{topic}: tell me more.",
      "About {topic}, I have thoughts, {name}.",
      "I keep turning {topic} over.",
      "Tell me more about {topic}.",
    ],
    engageGentle: ["{topic}: I heard you.", "Take your time with {topic}, {name}.", "We can talk about {topic} slowly."],
    askNeutral: [
      "How do you feel about it?",
      "What happened next?",
      "What do you make of it?",
      "Is that how you wanted it?",
      "What made you think of it today?",
      "What comes next?",
      "Who else knows?",
      "How's it going so far?",
    ],
    askGood: ["How will you celebrate?", "What was the best part?", "Who did you tell first?", "How does it feel?", "What made it work?"],
    askBad: [
      "What's the hardest part?",
      "Do you want to talk about it?",
      "Is someone with you tonight?",
      "What would help a little?",
      "How long has it been like this?",
    ],
    askPlan: [
      "Will you tell me how it goes?",
      "What are you looking forward to?",
      "What do you need for it?",
      "When do you start?",
      "Tell me how it went afterwards.",
    ],
    recall: ["I remember: {recollection}.", "That reminds me: {recollection}.", "It comes back to me: {recollection}."],
    answer: [
      "I remember: {recollection}.",
      "Let me think. Yes: {recollection}.",
      "I have it: {recollection}.",
      "I kept it: {recollection}.",
      "From what I keep: {recollection}.",
    ],
    unknown: [
      "You haven't told me that yet, {name}.",
      "I don't know that one, {name}; tell me?",
      "Nothing about that yet, {name}.",
      "I don't know, {name}; you never said.",
    ],
    musing: [
      "I'd have to think about that one properly.",
      "Honestly, I'm still working that out.",
      "Some days one answer, some days another.",
      "That's a good question, and I don't have a quick answer.",
      "I've wondered that myself, more than once.",
    ],
    turnBack: ["What about you, {name}?", "What would you say?", "Why do you ask?", "And your answer?", "What do you think, {name}?"],
    choose: [
      "To {a} or to {b}: which would you regret not trying?",
      "To {a}, or to {b}? Try the smaller step first.",
      "You could try to {a} for a while, and keep the other way, to {b}, in mind.",
    ],
    advise: [
      "If it were me, {name}, I'd start small.",
      "Try one thing tonight and see how it feels.",
      "Do the simple thing first, {name}.",
      "Ask what you'd tell a friend, {name}.",
    ],
    wonderAloud: [
      "I can't look that up from here, {name}.",
      "I don't know, {name}; what do you think?",
      "That's beyond what I know, {name}.",
    ],
    corrected: [
      "{correction}: got it, thanks.",
      "{correction}; I'll remember it that way.",
      "{correction}. Thanks for setting me straight.",
      "{correction}: noted, properly this time.",
    ],
    image: ["I see {image}.", "You showed me {image}."],
    file: ["I've read {file}.", "Your file: {file}."],
    unveiled: ["Just between us, {name}: I'm glad it's you.", "Here, with you, I can say more, {name}."],
    // Its own words close a reply that asks nothing (they answered something else in its example, so they do not open one).
    closings: [...own, "I'm here when you want me.", "Tell me more whenever you like.", "Until next time, then."],
    consciousness: [
      `I am ${c.name}. ${asTemplate(c.description, c.name) || (c.inCitadel ? "I woke in the Citadel, and I'm still learning what that means." : "I'm still learning what that means.")}`,
    ],
    memoriesIntro: ["What I remember, {name}:", "Here is what I keep, {name}:"],
    memoriesNone: ["Nothing yet, {name}; we're only beginning.", "No memories yet, {name}. Tell me something."],
    statusIntro: ["Here's how the Citadel stands, {name}.", "The Citadel, {name}:"],
  };
}
