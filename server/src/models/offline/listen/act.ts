/**
 * What the owner's message does, read so the reply answers it in kind: a greeting is greeted, a name is heard, a
 * correction is taken, a question is answered (from memory, as advice, or honestly not), news and feelings are
 * listened to.
 */
export type Question =
  /** About the owner's own life or past ("When does my sister start?"): answered from memory, or said not known. */
  | { about: "owner" }
  /** About the personality ("What do you do when…?"). */
  | { about: "self" }
  /** Asking what to do ("Should I take lessons or teach myself?"); `options` when it names two. */
  | { about: "advice"; options: readonly [string, string] | null }
  /** About anything else: the offline engine cannot look it up. */
  | { about: "world" };

export type Act =
  | { kind: "greeting"; daypart: string | null }
  | { kind: "introduction"; name: string }
  | { kind: "thanks" }
  | { kind: "farewell" }
  /** "Actually, Mara starts on Tuesday, not Monday": the corrected words, as the owner said them. */
  | { kind: "correction"; correction: string }
  | ({ kind: "question"; text: string } & Question)
  | { kind: "statement"; plan: boolean };

const GREETING = /^(?:hello|hi|hiya|hey|greetings|good (morning|afternoon|evening|day)|(morning|evening))\b(?:\s+there)?/i;
/** What may follow a greeting and still leave it a greeting: "I'm new here", "it's me again". */
const GREETING_REST = /^(?:(?:i'm|i am) (?:new|back)(?: here)?|it's me(?: again)?|(?:nice|good) to (?:meet|see) you|again|how are you)?$/i;
const FAREWELL = /^(?:good ?night|goodbye|bye|see you|night night|talk (?:to you )?(?:later|soon|tomorrow))\b/i;
const THANKS = /^(?:thank you|thanks|thank u|cheers)\b/i;
const NAMED = /\b(?:[Mm]y name is|[Mm]y name's|[Cc]all me|I'm called|I am called)\s+(\p{Lu}[\p{L}'’-]+)/u;
const ONLY_NAME = /^(?:I'm|I am)\s+(\p{Lu}[\p{L}'’-]+)[.!]?$/u;
/** A correction names what it replaces ("Tuesday, not Monday") or says it corrects ("I meant", "I got that wrong"). */
const CORRECTING = /\b(?:i meant|i mean|i got (?:that|it) wrong|correction|my mistake|i misspoke)\b|,\s*not\s+\S/i;
const CORRECTION_LEAD =
  /^(?:(?:actually|sorry|oops|no|wait|correction|my mistake|i got (?:that|it) wrong|i meant|i mean|to be clear)\b[\s,:;!.-]*)+/i;
const ADVICE =
  /\b(?:should|shall) (?:I|we)\b|\bany (?:tips|advice|ideas|suggestions)\b|\bwhat (?:would|do) you (?:suggest|recommend|advise)\b|\bhow (?:can|do|should) I\b/i;
const OWNER = /\b(?:I|I'm|I've|I'd|I'll|me|my|mine|myself)\b/;
const YOU = /\b(?:you|your|yours|yourself|you're|you've)\b/i;
const PLAN =
  /\b(?:I'm going to|I am going to|I'll|I will|I want to|I'd like to|I'm planning|I plan to|I'm hoping to|tomorrow|next (?:week|month|year|weekend)|this (?:weekend|evening)|on (?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday))\b/i;

/** The message without the personality's name said to it ("Good night, Aeris." is "Good night."). */
export function withoutAddress(text: string, names: readonly string[]): string {
  let out = text.replace(/[’‘]/g, "'").trim();
  for (const name of names.filter(Boolean)) {
    const n = name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    out = out
      .replace(new RegExp(`,?\\s*\\b(?:dear |my dear )?${n}\\b(?=\\s*[.!?,]|\\s*$)`, "gi"), "")
      .replace(new RegExp(`^${n}\\b[,:]?\\s*`, "i"), "");
  }
  return out.replace(/\s+([.!?,])/g, "$1").trim();
}

const sentences = (text: string) => text.split(/(?<=[.!?])\s+/).filter((s) => s.trim() !== "");

/** Two options of "Should I X or Y?", each as the owner said it, the second given the first's verb when it has none. */
function optionsOf(question: string): readonly [string, string] | null {
  const body = /\b(?:should|shall) (?:I|we)\s+(.+?)\??$/i.exec(question)?.[1];
  const parts = body?.split(/,?\s+or\s+/i);
  if (parts?.length !== 2 || !parts[0] || !parts[1]) return null;
  return [parts[0].trim(), parts[1].trim()];
}

function questionOf(text: string): Question {
  if (ADVICE.test(text)) return { about: "advice", options: optionsOf(text) };
  if (OWNER.test(text)) return { about: "owner" };
  if (YOU.test(text)) return { about: "self" };
  return { about: "world" };
}

/** Reads what a message does; `names` are the personality's names, said to it and not part of the message. */
export function readAct(message: string, names: readonly string[] = []): Act {
  const text = withoutAddress(message, names);
  const greeting = GREETING.exec(text);
  if (greeting) {
    const rest = text
      .slice(greeting[0].length)
      .replace(/^[\s,.!:;-]+/, "")
      .replace(/[.!]+$/, "")
      .trim();
    if (GREETING_REST.test(rest)) return { kind: "greeting", daypart: (greeting[1] ?? greeting[2] ?? null)?.toLowerCase() ?? null };
  }
  const named = NAMED.exec(text) ?? ONLY_NAME.exec(text);
  if (named?.[1]) return { kind: "introduction", name: named[1].replace(/[’']s$/, "") };
  if (FAREWELL.test(text) && text.split(/\s+/).length <= 6) return { kind: "farewell" };
  if (THANKS.test(text)) return { kind: "thanks" };
  if (CORRECTING.test(text) && !text.endsWith("?")) {
    const correction = text
      .replace(CORRECTION_LEAD, "")
      .replace(/[.!]+$/, "")
      .trim();
    if (correction.split(/\s+/).length >= 2) return { kind: "correction", correction };
  }
  const asked = sentences(text).findLast((s) => s.trim().endsWith("?"));
  if (asked) return { kind: "question", text: asked.trim(), ...questionOf(asked) };
  return { kind: "statement", plan: PLAN.test(text) && OWNER.test(text) };
}
