/**
 * The strong terms of a message: names (a capitalised word that does not open a sentence) and numbers or dates
 * (digits, month names, ordinals). A memory that holds one is likelier to be the one meant than bm25 alone says.
 */
const MONTHS = new Set("january february march april may june july august september october november december".split(" "));
const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}\p{N}]+)*/gu;

export function strongTerms(text: string): string[] {
  const terms = new Set<string>();
  for (const sentence of text.normalize("NFKC").split(/(?<=[.!?])\s+|\n+/)) {
    let first = true;
    for (const match of sentence.matchAll(WORD)) {
      const word = match[0].replace(/['’]s$/, "");
      const lower = word.toLowerCase();
      const name = !first && /^\p{Lu}/u.test(word) && word.length > 1 && lower !== "i";
      if (name || /\d/.test(word) || MONTHS.has(lower)) terms.add(lower);
      first = false;
    }
  }
  return [...terms];
}

/** How much each strong term a memory holds raises its relevance. */
export const STRONG_TERM_BOOST = 0.5;

/** The relevance factor a memory's text earns from the strong terms it holds (1 for none). */
export function strongFactor(content: string, strong: readonly string[]): number {
  if (strong.length === 0) return 1;
  const words = new Set(content.normalize("NFKC").toLowerCase().match(WORD) ?? []);
  const held = strong.filter((t) => words.has(t) || words.has(`${t}'s`)).length;
  return 1 + STRONG_TERM_BOOST * held;
}
