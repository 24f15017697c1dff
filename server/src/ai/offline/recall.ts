import type { MemoryItem, RecalledMemory } from "../types";
import { isChipText } from "./chips";
import { contentWords } from "./topic";
import { normalise, snippet } from "./text-utils";

export type Remembered = { text: string; timestamp: string; source: "recalled" | "history" };

const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

/**
 * A day-level date: "on 3 May", with the year when it differs from the newest moment we know of.
 * Never "yesterday": the provider has no clock, and the newest moment may be weeks old.
 */
export function roughDate(iso: string, reference: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "some time ago";
  const ref = new Date(reference);
  const day = `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]}`;
  const sameYear = !Number.isNaN(ref.getTime()) && ref.getUTCFullYear() === date.getUTCFullYear();
  return `on ${sameYear ? day : `${day} ${date.getUTCFullYear()}`}`;
}

/** The newest timestamp among the turn's memories, standing in for "now". */
export function latestTimestamp(history: readonly MemoryItem[], recalled: readonly RecalledMemory[]): string {
  const times = [...history.map((h) => h.timestamp), ...recalled.map((r) => r.createdAt)]
    .map((t) => new Date(t).getTime())
    .filter((t) => !Number.isNaN(t));
  return times.length ? new Date(Math.max(...times)).toISOString() : "";
}

function worthQuoting(text: string, message: string): boolean {
  const key = normalise(text);
  return key !== "" && key !== normalise(message) && !isChipText(text);
}

/**
 * The one memory to bring up: the most relevant recalled memory, else the owner's past message that
 * shares most topic words with this one (most recent on a tie). Null when nothing relates.
 */
export function pickRecall(message: string, history: readonly MemoryItem[], recalled: readonly RecalledMemory[]): Remembered | null {
  const first = recalled.find((m) => worthQuoting(m.content, message));
  if (first) return { text: snippet(first.content), timestamp: first.createdAt, source: "recalled" };
  const words = contentWords(message);
  let best: MemoryItem | null = null;
  let bestOverlap = 0;
  for (const item of history) {
    if (item.role !== "user" || !worthQuoting(item.content, message)) continue;
    let overlap = 0;
    for (const word of contentWords(item.content)) if (words.has(word)) overlap++;
    if (overlap > 0 && overlap >= bestOverlap) {
      best = item;
      bestOverlap = overlap;
    }
  }
  return best ? { text: snippet(best.content), timestamp: best.timestamp, source: "history" } : null;
}

/** Up to `limit` real memories, newest first: recalled ones and what the owner said, without repeats or chip clicks. */
export function recentMemories(
  history: readonly MemoryItem[],
  recalled: readonly RecalledMemory[],
  limit = 3,
): Remembered[] {
  const all: Remembered[] = [
    ...recalled.map((m) => ({ text: m.content, timestamp: m.createdAt, source: "recalled" as const })),
    ...history.filter((h) => h.role === "user").map((h) => ({ text: h.content, timestamp: h.timestamp, source: "history" as const })),
  ];
  const seen = new Set<string>();
  const kept: Remembered[] = [];
  for (const memory of all) {
    const key = normalise(memory.text);
    if (!key || seen.has(key) || isChipText(memory.text)) continue;
    seen.add(key);
    kept.push({ ...memory, text: snippet(memory.text) });
  }
  const time = (m: Remembered) => new Date(m.timestamp).getTime() || 0;
  return kept.sort((a, b) => time(b) - time(a)).slice(0, limit);
}
