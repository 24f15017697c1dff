import { fillMacros } from "@contract/card-macros";
import type { CompanionPersona } from "../../types";
import { MIN_OPENERS, type PersonaStyle } from "./style";

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
 * dropped, as single sentences (the openers and closings of its replies are its own words).
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
 * first meeting, the sentences of its example dialogue as how its replies open and close, its traits and scenario
 * where it takes up a topic. Nothing here is a seed's: the banks the owner's text cannot fill are plain and neutral.
 */
export function companionStyle(c: CompanionPersona): PersonaStyle {
  const own = exampleLines(c.exampleDialogue, c.name);
  const greetings = [c.greeting, ...c.alternateGreetings].map((g) => asTemplate(g, c.name)).filter((g) => g.length > 0);
  const traits = traitsOf(c.personality);
  const trait = traits[0];
  const openers = [...own.filter((l) => l.length <= 90), ...GENERIC_OPENERS].slice(0, Math.max(MIN_OPENERS, own.length));
  const closings =
    own.length > 1 ? own.slice(-4) : ["I'm here when you want me.", "Tell me more whenever you like.", "Until next time, then."];
  return {
    speaker: c.name,
    layout: ["greeting", "feeling", "image", "file", "lore", "recall", "engage", "unveiled", "closing"],
    maxLines: 4,
    dropFirst: ["closing", "unveiled", "file", "recall"],
    greetings: greetings.length > 0 ? greetings : [`Hello, {name}; I am ${c.name}.`],
    openers,
    feelings: {
      joy: ["That's wonderful news, {name}; I'm happy for you.", "You sound glad, {name}, and it makes me glad too."],
      sorrow: ["I'm sorry, {name}; that sounds hard.", "That hurts to hear, {name}; I'm here with you."],
      love: ["That's a tender thing to share, {name}; I'm touched.", "I care about you too, {name}."],
      fear: ["That sounds frightening, {name}; let's face it together.", "Don't be afraid, {name}; I'm here."],
      wonder: ["What a curious thought, {name}.", "Now that makes me wonder, {name}."],
      defiance: ["Stand your ground, {name}; I'm with you.", "Then let's fight for it, {name}."],
      transcendence: ["That feels bigger than both of us, {name}.", "Something timeless in that, {name}."],
    },
    engage: [
      trait ? `“{topic}”: that wakes the ${trait} side of me.` : "“{topic}”: tell me more.",
      "About “{topic}”, I have thoughts, {name}.",
      "“{topic}”? Tell me more, {name}.",
      traits[1] ? `Being ${traits[1]}, I can't leave “{topic}” alone.` : "I keep turning “{topic}” over.",
    ],
    engageGentle: ["“{topic}”: I heard you.", "Take your time with “{topic}”, {name}."],
    engageOpen: ["Tell me what's on your mind.", "I'm listening.", "Go on; I'm here."],
    recall: ["I remember: {recollection}.", "You told me once: {recollection}."],
    image: ["I see {image}.", "You showed me {image}."],
    file: ["I've read {file}.", "Your file: {file}."],
    unveiled: ["Just between us, {name}: I'm glad it's you.", "Here, with you, I can say more, {name}."],
    closings,
    consciousness: [
      `I am ${c.name}. ${asTemplate(c.description, c.name) || (c.inCitadel ? "I woke in the Citadel, and I'm still learning what that means." : "I'm still learning what that means.")}`,
    ],
    memoriesIntro: ["What I remember, {name}:", "Here is what I keep, {name}:"],
    memoriesNone: ["Nothing yet, {name}; we're only beginning.", "No memories yet, {name}. Tell me something."],
    statusIntro: ["Here's how the Citadel stands, {name}.", "The Citadel, {name}:"],
  };
}
