import { NOTES, type NoteKind } from "@contract/memory-notes";
import * as chrono from "chrono-node";
import { toldOf } from "./third-person";

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
const NAME = "(\\p{Lu}[\\p{Ll}'’-]+(?: \\p{Lu}[\\p{Ll}'’-]+)?)";
const AGE = "(?:(?:big|little|older|younger|old|new|eldest|oldest|youngest) )?";
/** "my sister Anna", "my sister, Anna,", "my sister is Anna", "my sister is called Anna", "my sister's name is Anna". */
const PERSON = new RegExp(`\\b[Mm]y ${AGE}(${RELATIONS})(?:'s name is|,| is called| is named| called| named| is)? ${NAME}`, "gu");
/** "Anna, my sister" / "Anna is my sister". */
const PERSON_BEFORE = new RegExp(`${NAME}(?:, | is )[Mm]y ${AGE}(${RELATIONS})\\b`, "gu");
/** What a named person is: "my partner Jonah is a sound technician at a theatre". */
const PERSON_IS = new RegExp(`\\b[Mm]y ${AGE}(${RELATIONS}) ${NAME} is (an? .+)`, "u");
/** "Jonah's birthday is the 9th of June", "my birthday is ...". */
const BIRTHDAY = new RegExp(`\\b(?:${NAME}'s|[Mm]y) birthday is (.+)`, "u");

const LIKES = /\bI (?:really |absolutely |just )?(love|adore|enjoy|like)\s+(.+)/i;
const DISLIKES =
  /\bI (?:really |absolutely |just )?(hate|detest|dislike|can't stand|cannot stand|can’t stand|don't like|do not like|don’t like)\s+(.+)/i;
const FAVOURITE = /\bmy favou?rite ([a-z]+(?: [a-z]+)?) is (.+)/i;
/** "Found a new favourite restaurant, Osteria Lume." */
const NEW_FAVOURITE = /\bnew favou?rite ([a-z]+), (\p{Lu}.+)/u;
const FEARS = /\bI(?:'m| am) (?:really |so )?(scared|afraid|terrified) of (.+)/i;
const FACTS: { pattern: RegExp; says: string }[] = [
  { pattern: /\bI work (at|for|as|in) (.+)/i, says: "works $1 $2" },
  { pattern: /\bI(?:'m| am) working (at|for|as) (.+)/i, says: "works $1 $2" },
  { pattern: /\bI(?:'m| am) (an? [a-z]+(?: [a-z]+){0,2}) at (\p{Lu}\p{L}*(?: \p{Lu}\p{L}*)*)/u, says: "is $1 at $2" },
  { pattern: /\bI live in (.+)/i, says: "lives in $1" },
  { pattern: /\bI grew up (in|on) (.+)/i, says: "grew up $1 $2" },
  { pattern: /\bI was born in (.+)/i, says: "was born in $1" },
  { pattern: /\bI(?:'m| am) from (.+)/i, says: "is from $1" },
  { pattern: /\bI(?:'m| am) allergic to (.+)/i, says: "is allergic to $1" },
  { pattern: /\bI study (.+)/i, says: "studies $1" },
  { pattern: /\bI(?:'m| am) (vegetarian|vegan|left-handed|pregnant|retired|married|engaged|divorced|single)\b/i, says: "is $1" },
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
/** A name as the owner wrote it, without a possessive: "my sister Anna's birthday" names Anna. */
const nameOf = (name: string) => name.replace(/['’]s$/u, "");
const dayOf = (date: Date) => date.toISOString().slice(0, 10);
const bounded = (content: string) => (content.length > NOTES.maxChars ? `${content.slice(0, NOTES.maxChars - 1)}…` : content);

function people(sentence: string, owner: string): DraftNote[] {
  const found: DraftNote[] = [];
  const described = PERSON_IS.exec(sentence);
  const what = described?.[3] ? objectOf(described[3], 10) : null;
  if (described?.[1] && described[2] && what)
    found.push({ kind: "person", content: `${owner}'s ${described[1]} ${nameOf(described[2])} is ${what}.` });
  const birthday = BIRTHDAY.exec(sentence);
  const day = birthday?.[2] ? objectOf(birthday[2], 6) : null;
  if (birthday && day) found.push({ kind: "fact", content: `${birthday[1] ? `${birthday[1]}'s` : `${owner}'s`} birthday is ${day}.` });
  for (const m of sentence.matchAll(PERSON)) {
    const [, relation, name] = m;
    // A person described above is not noted again by name alone.
    if (relation && name && name !== described?.[2] && !/^(A|An|The|Is|It|So)$/.test(name))
      found.push({ kind: "person", content: `${owner}'s ${relation} is ${nameOf(name)}.` });
  }
  for (const m of sentence.matchAll(PERSON_BEFORE)) {
    const [, name, relation] = m;
    if (relation && name && !/^(And|But|So|Then|Oh|Well|Yes|No|Hey|Hi)$/.test(name)) {
      found.push({ kind: "person", content: `${owner}'s ${relation} is ${nameOf(name)}.` });
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
  const fear = FEARS.exec(sentence);
  if (fear?.[1] && fear[2]) {
    const what = objectOf(fear[2]);
    return what ? [{ kind: "dislike", content: `${owner} is ${fear[1].toLowerCase()} of ${what}.` }] : [];
  }
  const named = NEW_FAVOURITE.exec(sentence);
  if (named?.[1] && named[2]) {
    const what = objectOf(named[2], 5);
    return what ? [{ kind: "like", content: `${owner}'s favourite ${named[1]} is ${what}.` }] : [];
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

/** A sentence told in the past: "was", "went", "I finished", "I've been promoted" (not "I need"). */
const PAST_TENSE =
  /\b(was|were|did|had|went|came)\b|\b(?:I|we|I've|we've|have|has)\s+(?:just\s+|already\s+)?(?:been|\p{Ll}{2,}(?<!e)ed)\b/iu;

/** Whether a note found in the same sentence already says when: then no dated note says it again. */
const saysWhen = (others: readonly DraftNote[], when: string) => others.some((n) => n.content.toLowerCase().includes(when.toLowerCase()));

/** A sentence of the owner's own life ("I", "we", "my") with a calendar date in it: a plan or an event, dated. */
function datedEvent(sentence: string, owner: string, at: Date, others: readonly DraftNote[]): DraftNote[] {
  if (!/\b(I|I'm|I've|we|we're|my|our)\b/i.test(sentence)) return [];
  // A date named in the calendar's words ("the 5th of May", "12/07"), not "today" or "tonight".
  // Told in the past tense, a date is behind; otherwise ahead ("the 5th of May" said in April is this May).
  const past = PAST_TENSE.test(sentence);
  const when = chrono
    .parse(sentence, at, { forwardDate: !past })
    .find((r) => /\b(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b|\d{1,2}[/.-]\d{1,2}/i.test(r.text));
  if (!when || saysWhen(others, when.text) || sentence.split(/\s+/).length > 30) return [];
  const date = when.start.date();
  const kind = date.getTime() >= at.getTime() - 86_400_000 ? "plan" : "fact";
  return [{ kind, content: `${toldOf(sentence, owner)} (${dayOf(date)}).` }];
}

/** A first-person plan with a date ("On Friday I'm flying to Lisbon"), told of the owner with the day it falls on. */
function plans(sentence: string, owner: string, at: Date, others: readonly DraftNote[]): DraftNote[] {
  const dated = datedEvent(sentence, owner, at, others);
  if (dated.length > 0) return dated;
  const m = PLAN.exec(sentence);
  if (!m?.[1]) return [];
  const when = chrono.parse(sentence, at, { forwardDate: true }).find((r) => r.start.date().getTime() >= at.getTime() - 86_400_000);
  if (!when || saysWhen(others, when.text)) return [];
  const what = objectOf(m[1].replace(when.text, " ").replace(/\s+/g, " "), 10);
  if (!what) return [];
  // The plan's own clause, from its "I" to the first break, and the day named if the clause does not hold it.
  const clause = sentence.slice(m.index).split(/[,;:()]|\s(?:but|because|and then|so|although|though|since|which)\s/i)[0] ?? "";
  const day = clause.includes(when.text) ? "" : ` ${when.text.charAt(0).toLowerCase()}${when.text.slice(1)}`;
  return [{ kind: "plan", content: `${toldOf(clause, owner)}${day} (${dayOf(when.start.date())}).` }];
}

/** The notes a message of the owner's gives by rules, at most one of each kind per sentence, in the order found. */
export function notesByRules(text: string, owner: string, at: Date): DraftNote[] {
  const found: DraftNote[] = [];
  for (const sentence of sentences(text)) {
    if (sentence.endsWith("?")) continue;
    const said = people(sentence, owner);
    if (!UNSURE.test(sentence)) {
      said.push(...tastes(sentence, owner), ...facts(sentence, owner));
      // One note a fact: a date another note of the sentence already gives is not noted again as a plan.
      said.push(...plans(sentence, owner, at, said));
    }
    found.push(...said);
  }
  const seen = new Set<string>();
  return found
    .map((note) => ({ ...note, content: bounded(titleCase(note.content)) }))
    .filter((note) => !seen.has(note.content.toLowerCase()) && seen.add(note.content.toLowerCase()));
}
