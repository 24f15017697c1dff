import { isChipText } from "../compose/chips";
import { facing } from "../listen/reflect";
import { contentWords } from "../listen/topic";
import { capitalise, normalise } from "../text-utils";
import { type Attributed, quotable } from "./attribution";
import { type PastQuestion, readPastQuestion } from "./past-question";
import { roughDate } from "./recall-date";

const time = (m: Attributed) => new Date(m.timestamp).getTime() || 0;

/** What the owner really said: not a chip's click, not an earlier question about the past. */
const ownersWords = (m: Attributed) => m.by === "owner" && !m.place && !isChipText(m.words) && !readPastQuestion(m.words);

/** "sister" finds "sisters" and "sister's"; short words must match whole. */
function mentions(text: string, subject: Set<string>): boolean {
  const words = contentWords(text);
  for (const wanted of subject) {
    for (const word of words) {
      if (word === wanted || (wanted.length >= 4 && (word.startsWith(wanted) || wanted.startsWith(word)) && word.length >= 4)) return true;
    }
  }
  return false;
}

function saidBy(memory: Attributed, who: string): boolean {
  if (who === "owner") return memory.by === "owner";
  if (who === "self") return memory.by === "self";
  return memory.by === "other" && memory.name.toLowerCase() === who.toLowerCase();
}

/** Distinct memories (the same words kept twice, as a chat item and a recalled memory, count once), oldest first. */
function distinct(memories: readonly Attributed[]): Attributed[] {
  const seen = new Set<string>();
  return [...memories]
    .sort((a, b) => time(a) - time(b))
    .filter((m) => {
      const key = normalise(m.words);
      if (!key || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

function speakerWords(who: string): string {
  if (who === "owner") return "you";
  if (who === "self") return "I";
  return who;
}

/**
 * The answer to a question about the past, from the memories the turn was given: the first thing the owner said,
 * or what someone said about a subject, with when (and where) it was said. Says plainly when nothing is found.
 */
export function answerPast(question: PastQuestion, memories: readonly Attributed[], reference: string): string {
  const when = (m: Attributed) => `${roughDate(m.timestamp, reference)}${m.place ? `, ${m.place},` : ""}`;
  if (question.kind === "first") {
    const first = distinct(memories.filter(ownersWords))[0];
    if (!first) return "I hold nothing you said before this, so this question is the first thing you have asked me.";
    return `The first thing you said to me, ${when(first)}, was “${quotable(first.words, 140)}”.`;
  }
  const subject = contentWords(question.subject);
  const who = speakerWords(question.who);
  const about = facing(question.subject);
  const found = distinct(
    memories.filter((m) => saidBy(m, question.who) && (question.who !== "owner" || ownersWords(m)) && mentions(m.words, subject)),
  );
  if (found.length === 0) {
    const whose = question.who === "owner" ? "of what you said" : question.who === "self" ? "of what I said" : `of what ${who} said`;
    return `I find nothing about ${about} in what I keep ${whose}.`;
  }
  const [first, ...rest] = found;
  if (!first) return "";
  const verb = who === "I" ? "told you" : who === "you" ? "told me" : "said";
  const lead = question.when
    ? `${capitalise(who)} first spoke of ${about} ${when(first)}: “${quotable(first.words, 140)}”.`
    : `${capitalise(when(first))} ${who} ${verb} “${quotable(first.words, 140)}”.`;
  const latest = rest[rest.length - 1];
  return latest ? `${lead} And again ${when(latest)}: “${quotable(latest.words, 140)}”.` : lead;
}
