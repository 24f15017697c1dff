/**
 * Most matching rows the bm25 ranking may score. bm25 costs a few microseconds a row and reads each
 * term's whole posting list, so a term found in more rows than this is too common to rank by: at
 * 1,000,000 memories that is 0.1% of them, where its weight (idf) is small anyway.
 */
export const RANKED_ROW_BUDGET = 1000;

export type TermFrequency = { term: string; rows: number };

export type RecallPlan = {
  /** Rare terms, rarest first, ranked together by bm25. */
  ranked: string[];
  /** Terms too common to rank, rarest first: searched for their newest mentions only if the ranked ones fall short. */
  common: string[];
};

/**
 * Splits the query's terms by how many memories hold them (counted up to the budget): the rarest go to
 * bm25 while their rows together fit the budget, the rest are left for the newest-mention fallback.
 * Terms found nowhere are dropped.
 */
export function planRecall(terms: readonly TermFrequency[], budget = RANKED_ROW_BUDGET): RecallPlan {
  const found = terms.filter((t) => t.rows > 0).sort((a, b) => a.rows - b.rows);
  const ranked: string[] = [];
  const common: string[] = [];
  let rows = 0;
  for (const t of found) {
    if (t.rows <= budget && rows + t.rows <= budget) {
      ranked.push(t.term);
      rows += t.rows;
    } else {
      common.push(t.term);
    }
  }
  return { ranked, common };
}
