import type { MemoryItem, RecalledMemory } from "../../types";

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
