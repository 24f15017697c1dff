import { VECTOR_GATE } from "@contract/embeddings";
import type { VectorHit } from "./vector-store";

/** A word hit, best first as word recall ranked it. */
export type Ranked<T> = T & { id: number };

/**
 * Gated fusion: word recall's hits stay first, in their own order; vector hits join after them only when they are
 * close in meaning (similarity at or above the gate) and not already found, nearest first, up to `limit` in all. What
 * words found is never moved or pushed out, so recall with vectors finds at least what words alone find, within any
 * count or budget filled in this order. `load` turns a vector hit's id into a row (undefined: not recallable here).
 */
export function gatedFusion<T>(
  words: readonly Ranked<T>[],
  vectors: readonly VectorHit[],
  load: (id: number) => Ranked<T> | undefined,
  options: { limit: number; gate?: number },
): Ranked<T>[] {
  const gate = options.gate ?? VECTOR_GATE;
  const fused = words.slice(0, options.limit);
  const seen = new Set(fused.map((row) => row.id));
  for (const hit of [...vectors].sort((a, b) => b.similarity - a.similarity)) {
    if (fused.length >= options.limit) break;
    if (hit.similarity < gate || seen.has(hit.id)) continue;
    const row = load(hit.id);
    if (!row) continue;
    seen.add(hit.id);
    fused.push(row);
  }
  return fused;
}

/**
 * mem0-style boosting: each word hit's score (higher is better, e.g. -bm25) is raised by its similarity to the query,
 * weighted by `weight`, and the hits re-sorted; hits without a vector keep their score. It reorders word hits, so it
 * is offered for the benchmark to judge, not used where it could do worse than words alone.
 */
export function boostBySimilarity<T>(
  words: readonly (Ranked<T> & { score: number })[],
  vectors: readonly VectorHit[],
  weight: number,
): (Ranked<T> & { score: number })[] {
  const similarity = new Map(vectors.map((hit) => [hit.id, hit.similarity]));
  return words
    .map((row, order) => ({ row: { ...row, score: row.score + weight * Math.max(0, similarity.get(row.id) ?? 0) }, order }))
    .sort((a, b) => b.row.score - a.row.score || a.order - b.order)
    .map(({ row }) => row);
}
