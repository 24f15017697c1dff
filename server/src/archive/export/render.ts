import type { ConversationSummary } from "@contract/export";
import type { ReadableLine } from "./lines";

/** "2026-11-24 10:00:05 UTC": the server does not know the reader's zone, so it says which one it uses. */
export const readableTime = (iso: string): string => `${iso.slice(0, 10)} ${iso.slice(11, 19)} UTC`;

const RULE = "=".repeat(60);

/** The head of one conversation's block in the readable export. */
export function textHeader(c: ConversationSummary): string {
  return [
    RULE,
    c.title,
    `Participants: ${c.participants.join(", ")}`,
    `Messages: ${c.messageCount}`,
    `Began: ${readableTime(c.timestamp)}    Last: ${readableTime(c.lastAt)}`,
    `Topic: ${c.topic}`,
    RULE,
    "",
    "",
  ].join("\n");
}

/** One line as the readable export shows it: time and speaker, then the words (later lines indented). */
export function textLine(line: ReadableLine): string {
  const body = line.content.replace(/\r\n?/g, "\n").split("\n").join("\n    ");
  return `[${readableTime(line.timestamp)}] ${line.speaker}: ${body}\n`;
}

/** The lines of a page the readable export shows (alternatives set aside and repeated group words are left out). */
export const textLines = (lines: ReadableLine[]): string =>
  lines
    .filter((l) => l.shown)
    .map(textLine)
    .join("");

/** A file name inside an archive for a conversation: readable, unique, safe on every file system. */
export function conversationSlug(c: Pick<ConversationSummary, "id" | "type">): string {
  const [kind, key] = c.id.split(":") as [string, string];
  return kind === "exchange" ? `${c.type}-${key}` : `${kind}-${key}`;
}
