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
