import { searchTerms } from "./fts-query";
import { withOtherForms } from "./word-forms";

/**
 * What a message tells recall beyond its words (issue 37):
 * - Asked about the owner in the third person ("Why did Sam decide…", "Sam's dog") or about the personality by its
 *   name, the lines meant are that one's own, said in the first person ("I'm starting…"): they seldom hold the name,
 *   while the other side's lines hold it often ("Hey Sam!"). The two names are no search words.
 * - A date it names ("in April 2022", "on 1 May, 2022", "May 8", "in 2023") points at what was said then: a thing is
 *   told on the day or in the days after it happened. Its words stay search words ("in August" may be a plan's).
 * - A word the index's stemmer does not bring together with its other forms ("won" for "win", "mom" for "mother") is
 *   searched in them too (word-forms.ts).
 */
export type QuestionCues = {
  /** The content words to search for. */
  terms: string[];
  /** The dates asked about, as days to read memories' times against. */
  window: DateWindow | null;
  /**
   * Whose lines the message asks about: the owner's ("Why did Sam decide…", "What did I say about…") or the
   * personality's own ("What did Nova recommend?", "What did you tell me…"); null when both or neither.
   */
  about: "user" | "assistant" | null;
};

/**
 * When the lines asked about were said: from `from` to `to` (ISO days, inclusive), or, with no year named, the same
 * span in any year (`anyYear`: months and days as "MM-DD").
 */
export type DateWindow = { from: string; to: string; anyYear: boolean };

/** A thing happens a few days before it is told ("last weekend", "yesterday"): a window reaches this far past its date. */
export const TOLD_WITHIN_DAYS = 8;

const MONTHS = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"];
const MONTH = `(${MONTHS.join("|")}|${MONTHS.map((m) => m.slice(0, 3)).join("|")})\\.?`;
const DAY = "(\\d{1,2})(?:st|nd|rd|th)?";
const YEAR = "((?:19|20)\\d\\d)";
/** "1 May, 2022", "1st of May 2022", "May 1, 2022", "May 2022", "May", "2022": one date a message names. */
const DATE_PATTERNS: { pattern: RegExp; read: (m: RegExpExecArray) => { y?: string; mo?: string; d?: string } }[] = [
  { pattern: new RegExp(`\\b${DAY} (?:of )?${MONTH},? ${YEAR}\\b`, "i"), read: (m) => ({ d: m[1], mo: m[2], y: m[3] }) },
  { pattern: new RegExp(`\\b${MONTH} ${DAY},? ${YEAR}\\b`, "i"), read: (m) => ({ mo: m[1], d: m[2], y: m[3] }) },
  { pattern: new RegExp(`\\b${MONTH},? ${YEAR}\\b`, "i"), read: (m) => ({ mo: m[1], y: m[2] }) },
  { pattern: new RegExp(`\\b${DAY} (?:of )?${MONTH}\\b`, "i"), read: (m) => ({ d: m[1], mo: m[2] }) },
  { pattern: new RegExp(`\\b${MONTH} ${DAY}\\b(?!:)`, "i"), read: (m) => ({ mo: m[1], d: m[2] }) },
  { pattern: new RegExp(`\\b${YEAR}\\b`), read: (m) => ({ y: m[1] }) },
  // A month alone only after "in" or "of" ("in May"): "may" is a word too.
  { pattern: new RegExp(`\\b(?:in|of|during|since|until) ${MONTH}\\b`, "i"), read: (m) => ({ mo: m[1] }) },
];

const isoDay = (t: number) => new Date(t).toISOString().slice(0, 10);
const DAY_MS = 86_400_000;

/** The window of one named date, and the text it was read from; null when the message names none. */
export function readDateWindow(text: string): { window: DateWindow; said: string } | null {
  for (const { pattern, read } of DATE_PATTERNS) {
    const m = pattern.exec(text);
    if (!m) continue;
    const { y, mo, d } = read(m);
    const month = mo ? MONTHS.findIndex((name) => name.startsWith(mo.toLowerCase().slice(0, 3))) : -1;
    const day = d ? Number(d) : null;
    if (day !== null && (day < 1 || day > 31)) continue;
    const year = y ? Number(y) : 2000; // a leap year: any year's days fit
    const start = day !== null ? Date.UTC(year, month, day) - DAY_MS : Date.UTC(year, Math.max(month, 0), 1);
    const end = day !== null ? Date.UTC(year, month, day) : month < 0 ? Date.UTC(year, 11, 31) : Date.UTC(year, month + 1, 0);
    const told = end + TOLD_WITHIN_DAYS * DAY_MS;
    if (y) return { window: { from: isoDay(start), to: isoDay(told), anyYear: false }, said: m[0] };
    // No year: the same days of any year, as "MM-DD", cut at the year's ends.
    const within = (t: number) => isoDay(Math.min(Math.max(t, Date.UTC(year, 0, 1)), Date.UTC(year, 11, 31))).slice(5);
    return { window: { from: within(start), to: within(told), anyYear: true }, said: m[0] };
  }
  return null;
}

/** Whether a memory said at `at` (ISO) falls in the window. */
export function inWindow(at: string, window: DateWindow): boolean {
  const day = window.anyYear ? at.slice(5, 10) : at.slice(0, 10);
  return day >= window.from && day <= window.to;
}

const escapeRegExp = (name: string) => name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** A name as a whole word, possessive or not ("Sam", "Sam's"). */
const namePattern = (name: string) => new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(name)}(?:['’]s)?(?![\\p{L}\\p{N}])`, "giu");
/** A name said to its bearer: "Nova, do you…", "Hey Nova!", "…, Nova?". */
const vocative = (name: string) =>
  new RegExp(`(?:^\\s*(?:(?:hey|hi|hello|oh|dear)\\s+)?${escapeRegExp(name)}\\s*[,!:]|,\\s*${escapeRegExp(name)}\\s*[?!.]*\\s*$)`, "iu");

/** The owner speaking of themself, and of the personality: "my sister", "what did you say". */
const FIRST_PERSON = /\b(i|me|my|mine|myself)\b/i;
const SECOND_PERSON = /\b(you|your|yours|yourself)\b/i;

/** Whose lines the named sides or, none named, the pronouns point at: one side only, else null. */
function aboutWhom(named: readonly ("user" | "assistant")[], text: string): QuestionCues["about"] {
  const sides =
    named.length > 0
      ? named
      : [...(FIRST_PERSON.test(text) ? ["user" as const] : []), ...(SECOND_PERSON.test(text) ? ["assistant" as const] : [])];
  return sides.length === 1 ? (sides[0] ?? null) : null;
}

/**
 * The cues of a message for recall, given the owner's and the personality's names; a name said to its bearer
 * ("Hey Nova, …") is no search word and does not say whose lines are asked about.
 */
export function questionCues(text: string, names: { owner: string; self: string }): QuestionCues {
  let rest = text;
  const named: ("user" | "assistant")[] = [];
  for (const [name, side] of [
    [names.owner.trim(), "user"],
    [names.self.trim(), "assistant"],
  ] as const) {
    if (name.length <= 1) continue;
    rest = rest.replace(vocative(name), " ");
    if (namePattern(name).test(rest)) named.push(side);
    rest = rest.replace(namePattern(name), " ");
  }
  return { terms: withOtherForms(searchTerms(rest)), window: readDateWindow(text)?.window ?? null, about: aboutWhom(named, rest) };
}
