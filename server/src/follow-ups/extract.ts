import { FOLLOW_UP, type FollowUpPrecision } from "@contract/follow-ups";
import * as chrono from "chrono-node";
import { addDays, instantOf, offsetMinutes, type WallTime, weekdayOf } from "./zone";

/** Something the owner said would happen, and when to ask about it. */
export type ExtractedFollowUp = { position: number; what: string; phrase: string; dueAt: Date; precision: FollowUpPrecision };

/** The owner speaking of their own life (a plan of someone else's is not followed up). */
const FIRST_PERSON = /\b(i|i'm|i've|i'll|i'd|im|my|me|mine|we|we're|we'll|our|us)\b/i;
/**
 * Told in the past ("Monday was hard"): a bare weekday is read forward (Saturday, said on a Tuesday, is the coming
 * one), so a sentence about what already happened is left out here.
 */
const PAST_TENSE = /\b(was|were|had|did|went|got|yesterday|last|ago)\b/i;
const NUMBER_WORDS = "a|an|the|few|several|couple|half|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve";
const UNIT_ABBREVIATIONS = "s|secs?|m|mins?|h|hrs?|d|w|mo|mon|mos|qtr|y|yrs?";
/**
 * A first look, a thousand times cheaper than chrono-node: a sentence it can read a date or time in holds a digit or
 * one of the words of its English parsers (weekdays, months, today and the like, times of day, units of time,
 * ordinals, an abbreviated unit after a number word or "next": "a few hrs", "next yr"). Most sentences hold none and
 * are not given to it; extract.test.ts holds this to a superset of what it reads.
 */
const MAY_HOLD_TIME = new RegExp(
  [
    "\\d",
    "\\b(?:sun|mon|tues?|wed|thu|thurs?|fri|sat)(?:day|nesday|rsday|urday)?\\b",
    "\\b(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\b",
    "\\b(?:now|today|tonight|tomorrow|overmorrow|tmrw?|yesterday|morning|afternoon|evening|night|midnight|midday|noon)\\b",
    "\\b(?:second|minute|hour|day|week|weekday|weekend|fortnight|month|quarter|year)s?\\b",
    "\\b(?:first|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|\\w+teenth|twentieth|thirtieth)\\b",
    `\\b(?:(?:${NUMBER_WORDS})\\s+|(?:this|last|past|next|after)\\s*)(?:${UNIT_ABBREVIATIONS})\\b`,
  ].join("|"),
  "i",
);
export const mayHoldTime = (sentence: string): boolean => MAY_HOLD_TIME.test(sentence);

/** Words left dangling at either end once the time is taken out ("my interview is" → "my interview"). */
const CONNECTORS = new Set(
  "is are am was be will at on in for by this next the then and so but also of from to until till starting starts start's".split(" "),
);
/** Read no further: a message can be long, and what is to be followed up is said in a sentence. */
const TEXT_MAX = 4000;
const SENTENCE_MAX = 300;

const sentencesOf = (text: string) =>
  text
    .slice(0, TEXT_MAX)
    .replace(/```[\s\S]*?(```|$)/g, " ")
    .replace(/[’‘]/g, "'")
    .split(/(?<=[.!?])\s+|\n+/)
    .map((s) => s.trim())
    .filter((s) => s.length > 0 && s.length <= SENTENCE_MAX);

/** A greeting opening the sentence, with the name it is said to: "Hi Tomas, ", "Good morning, Aeris! ", "Hey there, ". */
const GREETING =
  /^(?:[Hh]i|[Hh]iya|[Hh]ello|[Hh]ey|[Dd]ear|[Gg]ood (?:morning|afternoon|evening)|[Mm]orning|[Ee]vening)(?:\s+there)?(?:\s+\p{Lu}[\p{L}'-]*){0,2}\s*[,!.:;]+\s*/u;

/** The sentence without its time and its greeting, trimmed of dangling words: what is to happen. */
export function whatOf(sentence: string, phrase: string): string {
  const words = sentence
    .replace(GREETING, "")
    .replace(phrase, " ")
    .replace(/[.!?,;:]+\s*$/, "")
    .replace(/\s+/g, " ")
    .trim()
    .split(" ");
  while (words.length > 0 && CONNECTORS.has(words[0]?.toLowerCase() ?? "")) words.shift();
  while (
    words.length > 0 &&
    CONNECTORS.has(
      words
        .at(-1)
        ?.toLowerCase()
        .replace(/[,;:]$/, "") ?? "",
    )
  )
    words.pop();
  const what = words.join(" ").replace(/^[,;:\s]+|[,;:\s]+$/g, "");
  return (what.length >= 3 ? what : sentence).slice(0, FOLLOW_UP.whatMax);
}

/** When to ask about what a parsed mention names, in the owner's zone; null when it is not something to follow up. */
function timing(result: chrono.ParsedResult, timeZone: string): { dueAt: Date; precision: FollowUpPrecision } | null {
  const s = result.start;
  const day: WallTime = { year: s.get("year") ?? 0, month: s.get("month") ?? 1, day: s.get("day") ?? 1, hour: 0, minute: 0 };
  const evening = (w: WallTime) => instantOf({ ...w, hour: FOLLOW_UP.eveningHour, minute: 0 }, timeZone);
  if (s.isCertain("hour")) {
    const event = instantOf({ ...day, hour: s.get("hour") ?? 0, minute: s.get("minute") ?? 0 }, timeZone);
    return { dueAt: new Date(event.getTime() + FOLLOW_UP.afterEventMs), precision: "time" };
  }
  if (/\bweeks?\b/i.test(result.text)) return { dueAt: evening(addDays(day, 6 - weekdayOf(day))), precision: "week" };
  if (/\bmonths?\b/i.test(result.text) || (s.isCertain("month") && !s.isCertain("day") && !s.isCertain("weekday"))) {
    const last = new Date(Date.UTC(day.year, day.month, 0)).getUTCDate();
    return { dueAt: evening({ ...day, day: last }), precision: "month" };
  }
  if (s.isCertain("day") || s.isCertain("weekday")) {
    // "Tonight": asked the next morning, not before it is over.
    if (/\b(tonight|evening|night)\b/i.test(result.text)) {
      return { dueAt: instantOf({ ...addDays(day, 1), hour: FOLLOW_UP.morningHour }, timeZone), precision: "day" };
    }
    return { dueAt: evening(day), precision: "day" };
  }
  return null;
}

/**
 * The follow-ups in an owner's message: each sentence of the owner's own life with a date or time in it, read by
 * chrono-node relative to when the message was sent, in the owner's time zone. A date without a time is asked about
 * that evening, a time two hours after it, a week at its end, a month on its last day. Past dates, times closer than an
 * hour and dates more than a year ahead are left out.
 */
export function extractFollowUps(text: string, sentAt: Date, timeZone: string): ExtractedFollowUp[] {
  const found: ExtractedFollowUp[] = [];
  let reference: chrono.ParsingReference | undefined;
  for (const sentence of sentencesOf(text)) {
    if (found.length >= FOLLOW_UP.perMessageMax) break;
    if (!FIRST_PERSON.test(sentence) || PAST_TENSE.test(sentence) || !mayHoldTime(sentence)) continue;
    reference ??= { instant: sentAt, timezone: offsetMinutes(sentAt, timeZone) };
    const result = chrono.parse(sentence, reference, { forwardDate: true })[0];
    if (!result) continue;
    const when = timing(result, timeZone);
    if (!when) continue;
    const lead = when.dueAt.getTime() - sentAt.getTime();
    const eventLead = when.precision === "time" ? lead - FOLLOW_UP.afterEventMs : lead;
    if (eventLead < FOLLOW_UP.minLeadMs || lead > FOLLOW_UP.maxAheadMs) continue;
    found.push({ position: found.length, what: whatOf(sentence, result.text), phrase: result.text, ...when });
  }
  return found;
}

/**
 * chrono-node's first few parses in a process take about half a second (its patterns compiled and optimised): done
 * at start, before the server listens, so no owner's message waits for it inside a turn's commit.
 */
export function warmUpExtraction(): void {
  const at = new Date();
  for (let i = 0; i < 4; i++) {
    extractFollowUps(
      `My interview is Thursday at 10 ${i}. Next week I fly to Lisbon; tomorrow at 3pm and tonight, on the 3rd of December, next month, this weekend, on 12/03 at noon I go.`,
      at,
      "UTC",
    );
  }
}
