import type { MemoryItem, RecalledMemory } from "../../types";
import { isChipText } from "../compose/chips";
import { contentWords } from "../compose/topic";
import { normalise } from "../text-utils";
import { type Attributed, attributeItem, attributeRecalled } from "./attribution";
import { readPastQuestion } from "./past-question";

export type Remembered = Attributed & { source: "recalled" | "history" };

/**
 * Worth bringing up: words of the owner or of another (a personality's own earlier replies are its phrasing, not
 * something remembered), not this very message, not a chip's click, not a question about the past.
 */
function worthRecalling(memory: Attributed, message: string): boolean {
  const key = normalise(memory.words);
  if (key === "" || key === normalise(message) || isChipText(memory.words)) return false;
  if (memory.by === "self" && !memory.place) return false;
  return !(memory.by === "owner" && readPastQuestion(memory.words));
}

/** Every memory of the turn, told by who said it: the working memory's items and the recalled ones. */
export function memoriesOf(history: readonly MemoryItem[], recalled: readonly RecalledMemory[]): Remembered[] {
  return [
    ...history.map((h) => ({ ...attributeItem(h), source: "history" as const })),
    ...recalled.map((m) => ({ ...attributeRecalled(m), source: "recalled" as const })),
  ];
}

/**
 * The one memory to bring up: the most relevant recalled memory, else the owner's past message that
 * shares most topic words with this one (most recent on a tie). Null when nothing relates.
 */
export function pickRecall(message: string, history: readonly MemoryItem[], recalled: readonly RecalledMemory[]): Remembered | null {
  const first = recalled.map(attributeRecalled).find((m) => worthRecalling(m, message));
  if (first) return { ...first, source: "recalled" };
  const words = contentWords(message);
  let best: Remembered | null = null;
  let bestOverlap = 0;
  for (const item of history) {
    const memory = attributeItem(item);
    if (memory.by !== "owner" || !worthRecalling(memory, message)) continue;
    let overlap = 0;
    for (const word of contentWords(memory.words)) if (words.has(word)) overlap++;
    if (overlap > 0 && overlap >= bestOverlap) {
      best = { ...memory, source: "history" };
      bestOverlap = overlap;
    }
  }
  return best;
}

/** Up to `limit` real memories, newest first: recalled ones and what the owner said, without repeats or chip clicks. */
export function recentMemories(history: readonly MemoryItem[], recalled: readonly RecalledMemory[], limit = 3): Remembered[] {
  const seen = new Set<string>();
  const kept: Remembered[] = [];
  for (const memory of memoriesOf(history, recalled)) {
    const key = normalise(memory.words);
    if (memory.source === "history" && memory.by !== "owner") continue;
    if (!key || seen.has(key) || isChipText(memory.words)) continue;
    seen.add(key);
    kept.push(memory);
  }
  const time = (m: Remembered) => new Date(m.timestamp).getTime() || 0;
  return kept.sort((a, b) => time(b) - time(a)).slice(0, limit);
}
