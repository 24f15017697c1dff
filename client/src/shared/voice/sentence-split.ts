/**
 * Finding where sentences end in text that is still arriving (a reply as it streams). A sentence is complete when
 * what follows its end has been seen: the end of the line, or the first letter after the space (so "Dr. Smith",
 * "3.5", "e.g. this" and "Well... maybe" are not cut, and "She left... Then" is). Code blocks are never spoken: an
 * open one holds everything after it back until it closes. What is returned is speakable: Markdown marks are gone.
 */

export type SentenceCut = {
  /** The complete sentences, spoken form, none empty. */
  sentences: string[];
  /** The raw text not yet decided: keep it and add what arrives next. */
  rest: string;
};

/** Markdown marks read as noise: code fences, emphasis, headings, list bullets, link targets. */
export function speakableText(markdown: string): string {
  return markdown
    .replace(/```[\s\S]*?```/g, " ")
    .replace(/^\s*(?:[-+]|\d+[.)])\s+/gm, "")
    .replace(/`([^`]*)`/g, "$1")
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/[*_~#>|]+/g, "")
    .replace(/\s+/g, " ")
    .trim();
}

const FENCE = "```";
const ENDS = new Set([".", "!", "?", "…"]);
/** What may close a sentence after its mark: quotes, brackets, emphasis. */
const CLOSERS = new Set(['"', "'", "”", "’", ")", "]", "*", "_"]);
/** Abbreviations that never end a sentence (titles, "e.g.", "vs."). */
const NEVER_ENDS = new Set(["mr", "mrs", "ms", "dr", "prof", "sr", "jr", "st", "mt", "vs", "e.g", "i.e", "cf", "approx", "fig"]);
/** Abbreviations that end one only when a capital follows ("etc. Then", "7 a.m. Then"). */
const ENDS_BEFORE_CAPITAL = new Set(["etc", "a.m", "p.m"]);

const isUpper = (ch: string) => /[\p{Lu}]/u.test(ch);
/** A next sentence may open with a capital, a digit, a quote, a bracket or a Markdown mark. */
const opensSentence = (ch: string) => isUpper(ch) || /[\d"“‘'([*_#`-]/.test(ch);

/** Whether the mark at `at` (the whole run `marks`) ends the sentence that began at `start`, `next` being what follows. */
function endsSentence(text: string, start: number, at: number, marks: string, next: string): boolean {
  if (next === "\n") return true;
  if (marks.includes("!") || marks.includes("?")) return true;
  if (marks.includes("…") || marks.includes("..")) return opensSentence(next);
  const before = text.slice(start, at);
  // Inside a link's text ("[one. two](...)") the sentence goes on.
  if ((before.match(/\[/g)?.length ?? 0) > (before.match(/]/g)?.length ?? 0)) return false;
  // "1. " opening a line is a list's number.
  const line = text.slice(text.lastIndexOf("\n", at - 1) + 1, at);
  if (/^\s*\d+$/.test(line)) return false;
  const word = (before.match(/(\S+)$/)?.[1] ?? "").replace(/^["'“‘([*_]+/, "");
  if (word === "") return true;
  const lower = word.toLowerCase();
  if (NEVER_ENDS.has(lower)) return false;
  if (lower === "no") return !/\d/.test(next);
  if (ENDS_BEFORE_CAPITAL.has(lower)) return isUpper(next);
  if (/^\p{Lu}$/u.test(word)) return false; // an initial: "J. R. R. Tolkien"
  if (/\p{L}\.\p{L}/u.test(word)) return isUpper(next); // "U.S."
  return true;
}

/** A raw piece as it is spoken: Markdown marks and inline code ticks gone. */
const spoken = (raw: string): string => speakableText(raw).replace(/`+/g, "").trim();

/** Splits the complete sentences off the front of `text`; with `final`, whatever is left is a sentence too. */
export function takeSentences(text: string, final = false): SentenceCut {
  const sentences: string[] = [];
  const emit = (raw: string) => {
    const s = spoken(raw);
    if (s) sentences.push(s);
  };
  const n = text.length;
  let start = 0;
  let i = 0;
  /** Where an unclosed code block begins (it is held back, or dropped at the end). */
  let openFence = -1;
  while (i < n) {
    if (text.startsWith(FENCE, i)) {
      const close = text.indexOf(FENCE, i + FENCE.length);
      if (close < 0) {
        openFence = i;
        break;
      }
      emit(text.slice(start, i));
      i = close + FENCE.length;
      start = i;
      continue;
    }
    const ch = text.charAt(i);
    if (ch === "\n") {
      emit(text.slice(start, i));
      start = ++i;
      continue;
    }
    if (!ENDS.has(ch)) {
      i++;
      continue;
    }
    let j = i;
    while (j < n && ENDS.has(text.charAt(j))) j++;
    const marks = text.slice(i, j);
    while (j < n && CLOSERS.has(text.charAt(j))) j++;
    let k = j;
    while (k < n && (text.charAt(k) === " " || text.charAt(k) === "\t")) k++;
    if (k === n) break; // what follows has not arrived: undecided
    if (k === j) {
      i = j; // no space after the mark: "3.5", "a.b", "?!x"
      continue;
    }
    if (endsSentence(text, start, i, marks, text.charAt(k))) {
      emit(text.slice(start, j));
      start = k;
    }
    i = k;
  }
  if (!final) return { sentences, rest: text.slice(start) };
  emit(text.slice(start, openFence >= 0 ? openFence : n));
  return { sentences, rest: "" };
}
