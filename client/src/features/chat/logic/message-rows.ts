import type { ChatMessage } from "@contract/chat";
import type { LiveTurn } from "./live-turn";

/**
 * A row of the list. A row that starts a new day carries that day, shown above it: the day is part of the row (not
 * a row of its own) so the list can keep its place by a message when older ones arrive above it.
 */
export type MessageRow = { kind: "message"; key: string; day: string | null; message: ChatMessage; grouped: boolean };
export type Row =
  | MessageRow
  | { kind: "draft"; key: string; day: string | null; content: string; timestamp: string; hasImage: boolean }
  /** The reply being written (its words so far are kept beside the rows, which change far less often). */
  | { kind: "pending"; key: string; day: null };

/** Messages from the same side this close together read as one run (less space between them). */
export const GROUP_WINDOW_MS = 5 * 60_000;

/** The local calendar day of a timestamp, "2025-01-31". */
export function dayOf(timestamp: string): string {
  const d = new Date(timestamp);
  if (Number.isNaN(d.getTime())) return "unknown";
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/**
 * What the list shows, top to bottom: each message (marked with its day where the day changes, and grouped with the
 * one before when from the same side within GROUP_WINDOW_MS), the owner's words while a send is being stored, and the
 * reply being written, placed right after the message it answers.
 */
export function buildRows(messages: readonly ChatMessage[], live: LiveTurn | null): Row[] {
  const rows: Row[] = [];
  let lastDay = "";
  let last: ChatMessage | null = null;
  // Once the server has named the reply, its row keeps the key the stored message will have: no jump when it lands.
  const pending = (): Row => ({ kind: "pending", key: live?.aiMessageId ? `m-${live.aiMessageId}` : "pending", day: null });
  const newDay = (timestamp: string): string | null => {
    const day = dayOf(timestamp);
    if (day === lastDay) return null;
    lastDay = day;
    return day;
  };
  let placed = false;

  for (const message of messages) {
    if (live && (message.id === live.replacingId || message.id === live.aiMessageId)) continue;
    const day = newDay(message.timestamp);
    const prev: ChatMessage | null = last;
    const grouped =
      day === null &&
      prev !== null &&
      prev.isFromAI === message.isFromAI &&
      Date.parse(message.timestamp) - Date.parse(prev.timestamp) < GROUP_WINDOW_MS;
    rows.push({ kind: "message", key: `m-${message.id}`, day, message, grouped });
    last = message;
    if (live && !placed && live.userMessageId === message.id) {
      rows.push(pending());
      placed = true;
    }
  }

  if (live?.draft) rows.push({ kind: "draft", key: "draft", day: newDay(live.draft.timestamp), ...live.draft });
  if (live && !placed) rows.push(pending());
  return rows;
}
