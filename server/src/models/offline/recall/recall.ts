import type { MemoryItem, RecalledMemory } from "../../types";
import { isChipText } from "../compose/chips";
import { readAct } from "../listen/act";
import { contentWords, VERBS } from "../listen/topic";
import { normalise } from "../text-utils";
import { type Attributed, attributeItem, attributeRecalled } from "./attribution";
import { readPastQuestion } from "./past-question";

export type Remembered = Attributed & { source: "recalled" | "history" };

/** A greeting, a goodbye, thanks, a name or a question: said to the personality, not something to remember back. */
function isSmallTalkOrQuestion(words: string): boolean {
  if (words.trim().endsWith("?") || readPastQuestion(words)) return true;
  const act = readAct(words).kind;
  return act === "greeting" || act === "farewell" || act === "thanks" || act === "introduction";
}

/**
 * Worth bringing up: words of the owner or of another (a personality's own earlier replies are its phrasing, not
 * something remembered), not this very message, not a chip's click, and from the owner not a question or a greeting:
 * "you told me “When does my sister start?”" would tell a question as a fact.
 */
function worthRecalling(memory: Attributed, message: string): boolean {
  const key = normalise(memory.words);
  if (key === "" || key === normalise(message) || isChipText(memory.words)) return false;
  if (memory.by === "self" && !memory.place) return false;
  return !(memory.by === "owner" && isSmallTalkOrQuestion(memory.words));
}

/** Every memory of the turn, told by who said it: the working memory's items and the recalled ones. */
export function memoriesOf(history: readonly MemoryItem[], recalled: readonly RecalledMemory[]): Remembered[] {
  return [
    ...history.map((h) => ({ ...attributeItem(h), source: "history" as const })),
    ...recalled.map((m) => ({ ...attributeRecalled(m), source: "recalled" as const })),
  ];
}

/** "sister's" is "sister"; a word of four letters or more finds its longer forms ("start", "starts", "started"). */
const stem = (word: string) => word.replace(/['’]s$/, "");
const sameWord = (a: string, b: string) => a === b || (a.length >= 4 && b.length >= 4 && (a.startsWith(b) || b.startsWith(a)));

/** Which of `words` the text holds, in any of their simple forms. */
function wordsShared(words: ReadonlySet<string>, text: string): string[] {
  const theirs = [...contentWords(text)].map(stem);
  return [...words].filter((word) => theirs.some((w) => sameWord(stem(word), w)));
}

/** How many of `words` the text holds, in any of their simple forms. */
export const sharedWords = (words: ReadonlySet<string>, text: string): number => wordsShared(words, text).length;

/** A word written with a capital inside a sentence: a name ("my cat Pixel", "Tom called"). */
const isNameIn = (word: string, text: string) =>
  new RegExp(`(?<![.!?]\\s*|^)\\b${word.charAt(0).toUpperCase()}${word.slice(1)}\\b`).test(text.trim());

/**
 * Whether a memory relates to a message enough to bring it up unasked: two words of content in common (a verb such
 * as "start" does not count), or one name. "Hospital" alone does not tie a grandmother's illness to a sister's job.
 */
export function relates(message: string, memory: string): boolean {
  const words = new Set([...contentWords(message)].filter((w) => !VERBS.has(w)));
  const shared = wordsShared(words, memory);
  return shared.length >= 2 || shared.some((w) => isNameIn(w, memory) || isNameIn(w, message));
}

/**
 * The one memory to bring up: the first recalled memory worth it that relates to the message (recall finds by any
 * word, "today" included; a pinned memory comes with every message, and must not come up in every answer), else the
 * owner's past message that relates and shares most topic words with this one (most recent on a tie). Null when
 * nothing relates.
 */
export function pickRecall(message: string, history: readonly MemoryItem[], recalled: readonly RecalledMemory[]): Remembered | null {
  const words = contentWords(message);
  const first = recalled.map(attributeRecalled).find((m) => worthRecalling(m, message) && relates(message, m.words));
  if (first) return { ...first, source: "recalled" };
  let best: Remembered | null = null;
  let bestOverlap = 0;
  for (const item of history) {
    const memory = attributeItem(item);
    if (memory.by !== "owner" || !worthRecalling(memory, message) || !relates(message, memory.words)) continue;
    const overlap = sharedWords(words, memory.words);
    if (overlap > 0 && overlap >= bestOverlap) {
      best = { ...memory, source: "history" };
      bestOverlap = overlap;
    }
  }
  return best;
}

/**
 * Up to `limit` real memories, newest first: recalled ones and what the owner said, without repeats, chip clicks,
 * greetings or questions ("Tell me about your memories" lists what the owner told, not what they just asked).
 */
export function recentMemories(history: readonly MemoryItem[], recalled: readonly RecalledMemory[], limit = 3): Remembered[] {
  const seen = new Set<string>();
  const kept: Remembered[] = [];
  for (const memory of memoriesOf(history, recalled)) {
    const key = normalise(memory.words);
    if (memory.source === "history" && memory.by !== "owner") continue;
    if (!key || seen.has(key) || isChipText(memory.words)) continue;
    if (memory.by === "owner" && isSmallTalkOrQuestion(memory.words)) continue;
    seen.add(key);
    kept.push(memory);
  }
  const time = (m: Remembered) => new Date(m.timestamp).getTime() || 0;
  return kept.sort((a, b) => time(b) - time(a)).slice(0, limit);
}

/** Words of a question that ask, not what it is about: "What is my cat called?" is about the cat. */
const ASKING = new Set(["remember", "recall", "name", "called", "again", "happen", "happened", "mention", "mentioned"]);

/**
 * The memory that answers a question about the owner's own life ("When does my sister start her new job?"): the
 * owner's statements, their notes and pinned memories that share its words, the most shared first; a note or pin
 * ahead of a raw line (the owner may have corrected it), a correction ahead of what it corrects, the newer on a tie.
 */
export function answerFromMemory(question: string, memories: readonly Remembered[]): Remembered | null {
  const words = new Set([...contentWords(question)].filter((w) => !ASKING.has(w)));
  if (words.size === 0) return null;
  let best: { memory: Remembered; score: number; time: number } | null = null;
  for (const memory of memories) {
    const told = memory.by === "owner" && !memory.place && !isSmallTalkOrQuestion(memory.words) && !isChipText(memory.words);
    const kept = memory.by === "kept" && (memory.note || memory.pinned);
    if (!told && !kept) continue;
    const shared = sharedWords(words, memory.words);
    if (shared === 0) continue;
    const score = shared + (memory.note || memory.pinned ? 0.5 : 0) + (told && readAct(memory.words).kind === "correction" ? 1.5 : 0);
    const time = new Date(memory.timestamp).getTime() || 0;
    if (!best || score > best.score || (score === best.score && time > best.time)) best = { memory, score, time };
  }
  return best?.memory ?? null;
}
