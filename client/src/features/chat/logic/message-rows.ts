import type { ChatMessage } from "@contract/chat";
import type { LiveTurn } from "./live-turn";

export type MessageRow = { kind: "message"; key: string; message: ChatMessage; grouped: boolean };
export type Row =
  | { kind: "day"; key: string; day: string }
  | MessageRow
  | { kind: "draft"; key: string; content: string; timestamp: string; hasImage: boolean }
  | { kind: "pending"; key: string; text: string };

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
 * What the list shows, top to bottom: a day marker where the day changes, each message (grouped with the one before
 * when from the same side within GROUP_WINDOW_MS), the owner's words while a send is being stored, and the reply
 * being written, placed right after the message it answers.
 */
export function buildRows(messages: readonly ChatMessage[], live: LiveTurn | null): Row[] {
  const rows: Row[] = [];
  let lastDay = "";
  let last: ChatMessage | null = null;
  const pending = (): Row => ({ kind: "pending", key: "pending", text: live?.text ?? "" });
  const dayMarker = (timestamp: string) => {
    const day = dayOf(timestamp);
    if (day !== lastDay) {
      rows.push({ kind: "day", key: `day-${day}`, day });
      lastDay = day;
      last = null;
    }
  };
  let placed = false;

  for (const message of messages) {
    if (live && message.id === live.replacingId) continue;
    if (live && live.aiMessageId !== null && message.id === live.aiMessageId) continue;
    dayMarker(message.timestamp);
    const prev: ChatMessage | null = last;
    const grouped =
      prev !== null &&
      prev.isFromAI === message.isFromAI &&
      Date.parse(message.timestamp) - Date.parse(prev.timestamp) < GROUP_WINDOW_MS;
    rows.push({ kind: "message", key: `m-${message.id}`, message, grouped });
    last = message;
    if (live && !placed && live.userMessageId === message.id) {
      rows.push(pending());
      placed = true;
    }
  }

  if (live?.draft) {
    dayMarker(live.draft.timestamp);
    rows.push({ kind: "draft", key: "draft", ...live.draft });
  }
  if (live && !placed) rows.push(pending());
  return rows;
}
