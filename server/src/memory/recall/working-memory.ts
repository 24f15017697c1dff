import { HISTORY_SENT_TO_MODEL } from "@contract/chat";
import { DUAL_STORE_LIMIT, PINNED_IMPORTANCE, PINNED_IN_CONTEXT_MAX, STORE_KEEP_RECENT, STORE_PRUNE_THRESHOLD } from "@contract/memory";

// Spec 000 §9's limits, as the server reads them: they decide what a model is given, never what is kept.
// Every function takes and returns items oldest first.

type Weighted = { importance: number };

const isPinned = (item: Weighted) => item.importance >= PINNED_IMPORTANCE;

/** The simple store: past 50 items, every importance-10 item plus the newest 40. */
export function pruneStore<T extends Weighted>(items: readonly T[]): T[] {
  if (items.length <= STORE_PRUNE_THRESHOLD) return [...items];
  const firstRecent = items.length - STORE_KEEP_RECENT;
  return items.filter((item, i) => i >= firstRecent || isPinned(item));
}

/** The dual store: the newest 50. */
export function dualStoreWindow<T>(items: readonly T[]): T[] {
  return items.slice(-DUAL_STORE_LIMIT);
}

/**
 * What the model is given: the newest items, at most `size`. Pinned items (importance 10, the newest
 * PINNED_IN_CONTEXT_MAX of them) keep their places even when older, so a founding memory is never pushed out.
 */
export function contextWindow<T extends Weighted>(items: readonly T[], size = HISTORY_SENT_TO_MODEL): T[] {
  if (items.length <= size) return [...items];
  const keep = new Set<number>();
  for (let i = items.length - 1; i >= 0 && keep.size < PINNED_IN_CONTEXT_MAX; i--) {
    const item = items[i];
    if (item && isPinned(item)) keep.add(i);
  }
  for (let i = items.length - 1; i >= 0 && keep.size < size; i--) keep.add(i);
  return items.filter((_, i) => keep.has(i));
}

/** The three rules in order: the store's pruning, the dual store's window, the model's share. */
export function selectWorkingMemory<T extends Weighted>(items: readonly T[], size = HISTORY_SENT_TO_MODEL): T[] {
  return contextWindow(dualStoreWindow(pruneStore(items)), size);
}
