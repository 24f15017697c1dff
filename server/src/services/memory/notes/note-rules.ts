import { NOTES, type NoteKind } from "@contract/memory-notes";
import * as chrono from "chrono-node";

/**
 * Notes by rules (issue 28), when no model answers: a few first-person patterns of the owner's own words, read one
 * sentence at a time. Precision matters more than recall: a sentence that asks, wishes or supposes is left alone, and
 * an object too long or too vague ("it", "you") is not noted.
 */
export type DraftNote = { kind: NoteKind; content: string };

const RELATIONS =
  "sister|brother|mother|mum|mom|father|dad|wife|husband|partner|girlfriend|boyfriend|fiancée|fiancee|fiancé|fiance|son|daughter|" +
  "best friend|friend|colleague|boss|aunt|uncle|cousin|grandmother|grandma|gran|grandfather|grandpa|niece|nephew|neighbour|neighbor|" +
  "flatmate|roommate|cat|dog|teacher|therapist|doctor";
const NAME = "([A-Z][a-z'’-]+(?: [A-Z][a-z'’-]+)?)";
/** "my sister Anna", "my sister, Anna,", "my sister is called Anna", "my sister's name is Anna". */
const PERSON = new RegExp(`\\b[Mm]y (${RELATIONS})(?:'s name is|,| is called| is named| called| named)? ${NAME}`, "g");
/** "Anna, my sister" / "Anna is my sister". */
const PERSON_BEFORE = new RegExp(`${NAME}(?:, | is )[Mm]y (${RELATIONS})\\b`, "g");

const LIKES = /\bI (?:really |absolutely |just )?(love|adore|enjoy|like)\s+(.+)/i;
const DISLIKES =
  /\bI (?:really |absolutely |just )?(hate|detest|dislike|can't stand|cannot stand|can’t stand|don't like|do not like|don’t like)\s+(.+)/i;
const FAVOURITE = /\bmy favou?rite ([a-z]+(?: [a-z]+)?) is (.+)/i;
const FACTS: { pattern: RegExp; says: string }[] = [
  { pattern: /\bI work (at|for|as|in) (.+)/i, says: "works $1 $2" },
  { pattern: /\bI(?:'m| am) working (at|for|as) (.+)/i, says: "works $1 $2" },
  { pattern: /\bI live in (.+)/i, says: "lives in $1" },
  { pattern: /\bI grew up in (.+)/i, says: "grew up in $1" },
  { pattern: /\bI was born in (.+)/i, says: "was born in $1" },
  { pattern: /\bI(?:'m| am) from (.+)/i, says: "is from $1" },
  { pattern: /\bI(?:'m| am) allergic to (.+)/i, says: "is allergic to $1" },
  { pattern: /\bI study (.+)/i, says: "studies $1" },
  { pattern: /\bI(?:'m| am) (vegetarian|vegan|left-handed|pregnant|retired|married|engaged|divorced|single)\b/i, says: "is $1" },
  { pattern: /\bmy birthday is (.+)/i, says: "has a birthday $1" },
];
/** A first-person plan: what follows is what they will do. */
const PLAN =
  /\bI(?:'m| am| will|'ll) (?:going to |gonna )?((?:be |fly|flying|go|going|travel|travelling|traveling|visit|visiting|see|seeing|meet|meeting|start|starting|move|moving|leave|leaving|have|having|take|taking|run|running|drive|driving|play|playing|head|heading|get|getting|sign|signing|finish|finishing|celebrate|celebrating)\b.+)/i;
/** A sentence that supposes, wishes, asks or reports someone else's view is not a fact about the owner. */
const UNSURE =
  /\b(if|unless|wish|maybe|perhaps|might|would|could|should|wonder|whether|pretend|imagine|dreamt|dreamed|says|said|thinks|told)\b/i;
const VAGUE = /^(you|it|this|that|them|him|her|these|those|so|too|when|how|what|the way|being|a bit|a lot)\b/i;

const sentences = (text: string): string[] =>
  text
    .replace(/\s+/g, " ")
    .split(/(?<=[.!?])\s+|\n+/)
    .map((s) => s.trim())
    .filter(Boolean);

/** The object of a pattern, cut at the first clause break; null when too long, too short or vague. */
function objectOf(rest: string, maxWords = 8): string | null {
  const cut = rest.split(/[.!?,;:()]|\s(?:but|because|and then|so|although|though|when|since|which|who)\s/i)[0]?.trim() ?? "";
  const words = cut.split(/\s+/).filter(Boolean);
  if (words.length === 0 || words.length > maxWords || VAGUE.test(cut)) return null;
  return cut
    .replace(/\bmy\b/gi, "their")
    .replace(/\bme\b/gi, "them")
    .replace(/\bI\b/g, "they");
}

const titleCase = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
const dayOf = (date: Date) => date.toISOString().slice(0, 10);
const bounded = (content: string) => (content.length > NOTES.maxChars ? `${content.slice(0, NOTES.maxChars - 1)}…` : content);

function people(sentence: string, owner: string): DraftNote[] {
  const found: DraftNote[] = [];
  for (const m of sentence.matchAll(PERSON)) {
    const [, relation, name] = m;
    if (relation && name) found.push({ kind: "person", content: `${owner}'s ${relation} is ${name}.` });
  }
  for (const m of sentence.matchAll(PERSON_BEFORE)) {
    const [, name, relation] = m;
    if (relation && name && !/^(And|But|So|Then|Oh|Well|Yes|No|Hey|Hi)$/.test(name)) {
      found.push({ kind: "person", content: `${owner}'s ${relation} is ${name}.` });
    }
  }
  return found;
}

function tastes(sentence: string, owner: string): DraftNote[] {
  const dislike = DISLIKES.exec(sentence);
  if (dislike?.[2]) {
    const what = objectOf(dislike[2]);
    return what ? [{ kind: "dislike", content: `${owner} dislikes ${what}.` }] : [];
  }
  const like = LIKES.exec(sentence);
  if (like?.[2] && !/\b(don't|do not|don’t|never|didn't)\s+$/i.test(sentence.slice(0, like.index + 2))) {
    const what = objectOf(like[2]);
    const verb = like[1]?.toLowerCase() === "like" ? "likes" : like[1]?.toLowerCase() === "enjoy" ? "enjoys" : "loves";
    return what ? [{ kind: "like", content: `${owner} ${verb} ${what}.` }] : [];
  }
  const favourite = FAVOURITE.exec(sentence);
  if (favourite?.[1] && favourite[2]) {
    const what = objectOf(favourite[2], 6);
    return what ? [{ kind: "like", content: `${owner}'s favourite ${favourite[1].toLowerCase()} is ${what}.` }] : [];
  }
  return [];
}

function facts(sentence: string, owner: string): DraftNote[] {
  for (const { pattern, says } of FACTS) {
    const m = pattern.exec(sentence);
    if (!m) continue;
    const parts = m.slice(1).map((part, i) => (i === m.length - 2 ? objectOf(part) : part.toLowerCase()));
    if (parts.some((part) => part === null)) return [];
    const text = says.replace(/\$(\d)/g, (_, n: string) => parts[Number(n) - 1] ?? "");
    return [{ kind: "fact", content: `${owner} ${text}.` }];
  }
  return [];
}

function plans(sentence: string, owner: string, at: Date): DraftNote[] {
  const m = PLAN.exec(sentence);
  if (!m?.[1]) return [];
  const when = chrono.parse(sentence, at, { forwardDate: true }).find((r) => r.start.date().getTime() >= at.getTime() - 86_400_000);
  if (!when) return [];
  const what = objectOf(m[1].replace(when.text, " ").replace(/\s+/g, " "), 10);
  if (!what) return [];
  return [{ kind: "plan", content: `${owner} plans: ${what} (${when.text.trim()}, ${dayOf(when.start.date())}).` }];
}

/** The notes a message of the owner's gives by rules, at most one of each kind per sentence, in the order found. */
export function notesByRules(text: string, owner: string, at: Date): DraftNote[] {
  const found: DraftNote[] = [];
  for (const sentence of sentences(text)) {
    if (sentence.endsWith("?")) continue;
    found.push(...people(sentence, owner));
    if (UNSURE.test(sentence)) continue;
    found.push(...tastes(sentence, owner), ...facts(sentence, owner), ...plans(sentence, owner, at));
  }
  const seen = new Set<string>();
  return found
    .map((note) => ({ ...note, content: bounded(titleCase(note.content)) }))
    .filter((note) => !seen.has(note.content.toLowerCase()) && seen.add(note.content.toLowerCase()));
}
