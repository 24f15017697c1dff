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

/**
 * Sanitises a stream: text is passed on up to the last word boundary, so a word split across two chunks
 * ("kis" + "s") is judged whole.
 */
export function createStreamSanitiser(): { push: (chunk: string) => string; flush: () => string } {
  let pending = "";
  return {
    push(chunk) {
      pending += chunk;
      const cut = pending.search(/[\p{L}'’]*$/u);
      const ready = pending.slice(0, cut);
      pending = pending.slice(cut);
      return sanitiseSanctified(ready);
    },
    flush() {
      const rest = sanitiseSanctified(pending);
      pending = "";
      return rest;
    },
  };
}
