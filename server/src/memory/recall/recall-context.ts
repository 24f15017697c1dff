import type { RecallRow } from "./recall";

/** A hit's reply (or the message a reply answered) is worth this share of the hit. */
export const PAIR_WEIGHT = 0.7;
/** The turns just before and after a hit's exchange are worth this share of it. */
export const NEIGHBOUR_WEIGHT = 0.45;
/** How many memories on each side of a hit are looked at (the pair's partner and the neighbouring turn). */
export const NEIGHBOUR_SPAN = 2;

export type Scored = { row: RecallRow; score: number; context: boolean };

/** A hit's usefulness from its place and bm25 rank, relative to the best hit (1 for the best). */
function hitScores(hits: readonly RecallRow[]): number[] {
  const best = hits.find((h) => h.rank !== undefined)?.rank;
  return hits.map((hit, i) => (best !== undefined && hit.rank !== undefined && best < 0 ? Math.max(0.05, hit.rank / best) : 1 / (i + 1)));
}

/**
 * The hits with the context that makes them readable: the owner's message and the reply it got travel together (a hit
 * brings its partner), and the turns around them come too, each scored as a share of its hit. `around(from, to)` reads
 * the core's own conversation between two ids, oldest first; `skip` holds ids already given (the working set). Hits come
 * first in their order, then what they brought, most useful first; nothing twice.
 */
export function withContext(
  hits: readonly RecallRow[],
  around: (from: number, to: number) => RecallRow[],
  skip: ReadonlySet<number>,
): Scored[] {
  const scores = hitScores(hits);
  const hitIds = new Set(hits.map((h) => h.id));
  const brought = new Map<number, Scored>();
  hits.forEach((hit, i) => {
    const score = scores[i] ?? 0;
    if (hit.sourceExchangeId !== null) return;
    const rows = around(hit.id - NEIGHBOUR_SPAN, hit.id + NEIGHBOUR_SPAN);
    const partner = partnerOf(hit, rows);
    for (const row of rows) {
      if (row.id === hit.id || hitIds.has(row.id) || skip.has(row.id)) continue;
      const weight = row.id === partner?.id ? PAIR_WEIGHT : NEIGHBOUR_WEIGHT;
      const known = brought.get(row.id);
      if (!known || known.score < score * weight) brought.set(row.id, { row, score: score * weight, context: true });
    }
  });
  const context = [...brought.values()].sort((a, b) => b.score - a.score || a.row.id - b.row.id);
  return [...hits.map((row, i) => ({ row, score: scores[i] ?? 0, context: false })), ...context];
}

/**
 * The ids withContext may ask `around` for: those within NEIGHBOUR_SPAN of each hit of the owner's own conversation, so
 * they are read at once (one statement instead of one a hit).
 */
export function neighbourIds(hits: readonly RecallRow[]): number[] {
  const ids = new Set<number>();
  for (const hit of hits) {
    if (hit.sourceExchangeId !== null) continue;
    for (let id = hit.id - NEIGHBOUR_SPAN; id <= hit.id + NEIGHBOUR_SPAN; id++) ids.add(id);
  }
  return [...ids];
}

/** `around` for withContext over rows read at once (neighbourIds'), oldest first: those between two ids. */
export const aroundIn =
  (rows: readonly RecallRow[]) =>
  (from: number, to: number): RecallRow[] =>
    rows.filter((row) => row.id >= from && row.id <= to);

/** The other half of a hit's exchange: the reply after the owner's message, or the owner's message before a reply. */
export function partnerOf(hit: RecallRow, rows: readonly RecallRow[]): RecallRow | undefined {
  const i = rows.findIndex((r) => r.id === hit.id);
  if (i < 0) return undefined;
  const other = hit.role === "user" ? rows[i + 1] : rows[i - 1];
  const wanted = hit.role === "user" ? "assistant" : "user";
  return other?.role === wanted ? other : undefined;
}
