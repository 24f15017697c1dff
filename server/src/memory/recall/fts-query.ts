/** Most terms a recall query carries: enough for a long message, few enough to keep recall fast. */
export const MAX_QUERY_TERMS = 8;
const MIN_TERM_LENGTH = 2;

/** English function words: they match nearly every memory and say nothing about what this one is about. */
const STOPWORDS: ReadonlySet<string> = new Set(
  `a about above after again against all also am an and any are as at be because been before being below
  between both but by can cannot could did do does doing down during each few for from further had has have
  having he her here hers herself him himself his how i if in into is it its itself just me more most my myself
  no nor not now of off on once only or other our ours ourselves out over own same she should so some such than
  that the their theirs them themselves then there these they this those through to too under until up very
  was we were what when where which while who whom why will with would you your yours yourself yourselves
  let us shall may might must ought yes yet oh ok okay hey hi hello please thanks thank
  don doesn didn isn aren wasn weren wouldn couldn shouldn haven hasn hadn`.split(/\s+/),
);

/** Words or numbers, with inner apostrophes ("don't"); everything else (quotes, operators, emoji) separates. */
const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}\p{N}]+)*/gu;

/** The distinct content words of a text, lower case, longest first when there are too many. */
export function searchTerms(text: string, max = MAX_QUERY_TERMS): string[] {
  const seen = new Set<string>();
  for (const match of text.normalize("NFKC").toLowerCase().matchAll(WORD)) {
    const word = match[0].replace(/’/g, "'");
    if (word.length < MIN_TERM_LENGTH || STOPWORDS.has(word) || STOPWORDS.has(word.replace(/'.*$/, ""))) continue;
    seen.add(word);
  }
  const terms = [...seen];
  if (terms.length <= max) return terms;
  // Longer words tend to be the rarer, telling ones.
  return terms
    .map((term, i) => ({ term, i }))
    .sort((a, b) => b.term.length - a.term.length || a.i - b.i)
    .slice(0, max)
    .sort((a, b) => a.i - b.i)
    .map((t) => t.term);
}

/** One FTS5 string: inside double quotes nothing is syntax, and a quote is escaped by doubling it. */
export function quoteFts(text: string): string {
  return `"${text.replace(/"/g, '""')}"`;
}

/**
 * An FTS5 MATCH expression for "any of these words": each term quoted, joined by OR. Null when the text
 * has no content words, so the caller skips the search instead of sending an empty (invalid) query.
 */
export function buildMatchQuery(text: string, max = MAX_QUERY_TERMS): string | null {
  const terms = searchTerms(text, max);
  return terms.length > 0 ? terms.map(quoteFts).join(" OR ") : null;
}
