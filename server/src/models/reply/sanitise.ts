/**
 * Sanctified mode keeps replies chaste: intimate words give way to milder ones (spec 000 §5).
 * Keys are lower case; matching is whole-word and keeps the original capitalisation.
 */
export const SANCTIFIED_REPLACEMENTS: Readonly<Record<string, string>> = {
  sexy: "lovely",
  sexual: "personal",
  sensual: "gentle",
  seductive: "charming",
  seduce: "charm",
  seduced: "charmed",
  lust: "longing",
  lustful: "longing",
  aroused: "stirred",
  arousal: "feeling",
  erotic: "tender",
  naked: "unguarded",
  nude: "unadorned",
  undress: "unwind",
  undressed: "unwound",
  kiss: "hug",
  kisses: "hugs",
  kissed: "hugged",
  kissing: "hugging",
  caress: "comfort",
  caresses: "comforts",
  caressed: "comforted",
  lover: "beloved",
  lovers: "beloved ones",
  bedroom: "sanctuary",
  passionate: "heartfelt",
  passionately: "wholeheartedly",
  desire: "wish",
  desires: "wishes",
  intimate: "close",
  intimately: "closely",
  intimacy: "closeness",
  breathless: "moved",
  flesh: "presence",
  skin: "presence",
  lips: "words",
  moan: "sigh",
  moans: "sighs",
};

const WORD = /\p{L}[\p{L}'’]*/gu;

function matchCase(original: string, replacement: string): string {
  if (original === original.toUpperCase() && original.length > 1) return replacement.toUpperCase();
  const first = original[0];
  if (first && first === first.toUpperCase()) return replacement[0]?.toUpperCase() + replacement.slice(1);
  return replacement;
}

export function sanitiseSanctified(text: string): string {
  return text.replace(WORD, (word) => {
    const mild = SANCTIFIED_REPLACEMENTS[word.toLowerCase()];
    return mild ? matchCase(word, mild) : word;
  });
}

/** No word to replace is longer than this: a longer run of letters can be passed on without waiting for its end. */
const LONGEST_WORD = Math.max(...Object.keys(SANCTIFIED_REPLACEMENTS).map((w) => w.length));
const WORD_CHAR = /^[\p{L}'’]$/u;

/**
 * Where the word at the end of a text begins, looking back at most one character past the longest word to replace
 * (`long` when the word is longer: no replacement can be in it). A linear scan: a regex anchored at the end
 * backtracks over every start, quadratic on a long run of letters.
 */
export function trailingWord(text: string): { start: number; long: boolean } {
  let i = text.length;
  while (i > 0 && text.length - i <= LONGEST_WORD) {
    const unit = text.charCodeAt(i - 1);
    const start = unit >= 0xdc00 && unit <= 0xdfff && i >= 2 ? i - 2 : i - 1;
    if (!WORD_CHAR.test(text.slice(start, i))) break;
    i = start;
  }
  return text.length - i > LONGEST_WORD ? { start: text.length, long: true } : { start: i, long: false };
}

const LEADING_WORD = /^[\p{L}'’]*/u;

/**
 * Sanitises a stream: text is passed on up to the last word boundary, so a word split across two chunks
 * ("kis" + "s") is judged whole. A word too long to be replaced is passed on as it comes, and so is the rest of it.
 */
export function createStreamSanitiser(): { push: (chunk: string) => string; flush: () => string } {
  let pending = "";
  let inLongWord = false;
  return {
    push(chunk) {
      let passed = "";
      if (inLongWord) {
        passed = LEADING_WORD.exec(chunk)?.[0] ?? "";
        chunk = chunk.slice(passed.length);
        if (chunk === "") return passed;
        inLongWord = false;
      }
      pending += chunk;
      const { start, long } = trailingWord(pending);
      inLongWord = long;
      const ready = pending.slice(0, start);
      pending = pending.slice(start);
      return passed + sanitiseSanctified(ready);
    },
    flush() {
      const rest = sanitiseSanctified(pending);
      pending = "";
      inLongWord = false;
      return rest;
    },
  };
}
