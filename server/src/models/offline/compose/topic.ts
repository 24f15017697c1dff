import { DETERMINERS, STOPWORDS } from "../stopwords";

const WORD = /[\p{L}\p{N}][\p{L}\p{N}'\u2019-]*/gu;
/** Runs of topic words never cross these: a phrase stays inside one clause. */
const CLAUSE_BREAK = /[.,;:!?()[\]{}"\u201c\u201d\n]+/;
const MAX_WORDS = 3;
const DETERMINER_BONUS = 4;

function isContentWord(word: string): boolean {
  const lower = word.toLowerCase().replace(/\u2019/g, "'");
  return lower.length >= 3 && !STOPWORDS.has(lower) && !/^\d+$/.test(lower);
}

/** The message's topic words in lower case, for judging which memory is relevant. */
export function contentWords(text: string): Set<string> {
  return new Set((text.match(WORD) ?? []).filter(isContentWord).map((w) => w.toLowerCase()));
}

/**
 * The most salient phrase of a message, in the owner's own casing: the longest run of up to three
 * topic words inside one clause, with a determiner kept in front ("my old dog"). Null when there is none.
 */
export function extractTopic(text: string): string | null {
  let best: string | null = null;
  let bestScore = 0;
  for (const clause of text.split(CLAUSE_BREAK)) {
    const words = clause.match(WORD) ?? [];
    let i = 0;
    while (i < words.length) {
      const word = words[i] ?? "";
      if (!isContentWord(word)) {
        i++;
        continue;
      }
      const run: string[] = [];
      while (i < words.length && run.length < MAX_WORDS && isContentWord(words[i] ?? "")) run.push(words[i++] ?? "");
      const before = words[i - run.length - 1];
      const lead = before && DETERMINERS.has(before.toLowerCase()) ? [before] : [];
      // A determiner in front marks a noun phrase, which makes a better topic than a verb.
      const score = run.reduce((sum, w) => sum + w.length, 0) + lead.length * DETERMINER_BONUS;
      if (score > bestScore) {
        best = [...lead, ...run].join(" ");
        bestScore = score;
      }
      while (i < words.length && isContentWord(words[i] ?? "")) i++;
    }
  }
  return best;
}
