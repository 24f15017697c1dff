import { type ImportReport, sillyTavernNothingRead } from "@contract/export";
import { defaultWeight, forgetTermCounts, markImportedOlder, newestMessageId } from "../../memory";
import type { Clock } from "../../platform/clock";
import type { Db } from "../../platform/db/connection";
import { AppError } from "../../platform/errors";
import { createImportWriter } from "../import/import-writer";

export type SillyTavernLine = { isUser: boolean; name: string; content: string; timestamp: string };
export type SillyTavernChat = { character: string | null; lines: SillyTavernLine[]; problems: string[] };

const MONTHS = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"];

/**
 * A SillyTavern send_date as an ISO time. Its versions wrote ISO times, epoch milliseconds, "March 5, 2024 12:34pm" and
 * "2024-03-05@12h34m56s"; the last two are the owner's local time, read with the offset the browser gives
 * (minutes behind UTC, as Date.getTimezoneOffset answers).
 */
export function sillyTavernTime(value: unknown, offsetMinutes: number): string | null {
  if (typeof value === "number" && Number.isFinite(value)) return new Date(value).toISOString();
  if (typeof value !== "string" || !value.trim()) return null;
  const text = value.trim();
  const local = (y: number, mo: number, d: number, h: number, mi: number, s = 0, ms = 0) => {
    const time = Date.UTC(y, mo, d, h, mi, s, ms) + offsetMinutes * 60_000;
    return Number.isNaN(time) ? null : new Date(time).toISOString();
  };
  const spoken = /^([A-Za-z]+)\s+(\d{1,2}),\s*(\d{4})\s+(\d{1,2}):(\d{2})\s*([ap]m)?$/i.exec(text);
  if (spoken) {
    const [, month = "", day, year, hour, minute, half] = spoken;
    const mo = MONTHS.indexOf(month.toLowerCase());
    if (mo < 0) return null;
    let h = Number(hour) % (half ? 12 : 24);
    if (half?.toLowerCase() === "pm") h += 12;
    return local(Number(year), mo, Number(day), h, Number(minute));
  }
  const humanized = /^(\d{4})-(\d{1,2})-(\d{1,2})\s*@\s*(\d{1,2})h\s*(\d{1,2})m\s*(\d{1,2})s(?:\s*(\d{1,3})ms)?$/.exec(text);
  if (humanized) {
    const [, y, mo, d, h, mi, s, ms] = humanized.map(Number) as number[];
    return local(y as number, (mo as number) - 1, d as number, h as number, mi as number, s, Number.isNaN(ms) ? 0 : ms);
  }
  if (!/\d{4}-\d{2}-\d{2}T/.test(text)) return null;
  const parsed = Date.parse(text);
  return Number.isNaN(parsed) ? null : new Date(parsed).toISOString();
}

/**
 * Reads a SillyTavern chat file (.jsonl): a header line, then one message per line (name, is_user, is_system,
 * send_date, mes). System lines are left out; a line that cannot be read is reported and skipped. A line without a
 * readable time takes the one before it, a millisecond on, so the order stays and a second import finds it again.
 */
export function parseSillyTavernChat(text: string, offsetMinutes: number): SillyTavernChat {
  const chat: SillyTavernChat = { character: null, lines: [], problems: [] };
  let previous: string | null = null;
  for (const [i, raw] of text.split(/\r?\n/).entries()) {
    if (!raw.trim()) continue;
    let line: Record<string, unknown>;
    try {
      line = JSON.parse(raw) as Record<string, unknown>;
    } catch {
      chat.problems.push(`line ${i + 1} is not JSON`);
      continue;
    }
    if (typeof line !== "object" || line === null) {
      chat.problems.push(`line ${i + 1} is not a message`);
      continue;
    }
    if (!("mes" in line)) {
      if (typeof line.character_name === "string") chat.character = line.character_name;
      else chat.problems.push(`line ${i + 1} is not a message`);
      continue;
    }
    if (line.is_system === true) continue;
    const content = typeof line.mes === "string" ? line.mes.trim() : "";
    if (!content) {
      chat.problems.push(`line ${i + 1} is a message without words`);
      continue;
    }
    const timestamp: string | null =
      sillyTavernTime(line.send_date, offsetMinutes) ?? (previous ? new Date(Date.parse(previous) + 1).toISOString() : null);
    if (!timestamp) {
      chat.problems.push(`line ${i + 1} has no time it was sent`);
      continue;
    }
    previous = timestamp;
    chat.lines.push({ isUser: line.is_user === true, name: typeof line.name === "string" ? line.name : "", content, timestamp });
  }
  if (chat.lines.length === 0 && chat.problems.length === 0) chat.problems.push("the file holds no messages");
  return chat;
}

/**
 * Imports a SillyTavern chat into one personality's chat: the owner's lines as the owner's, the character's as the
 * personality's, at the times they were sent, each remembered as a chat turn is. Importing the same file again adds
 * nothing.
 */
export async function importSillyTavern(
  db: Db,
  clock: Clock,
  personality: string,
  text: string,
  offsetMinutes: number,
): Promise<ImportReport> {
  const chat = parseSillyTavernChat(text, offsetMinutes);
  // A file of which no line is a readable message is refused whole (nothing stored), never reported as "already here".
  if (chat.lines.length === 0) throw new AppError("bad_request", sillyTavernNothingRead(chat.problems));
  const since = newestMessageId(db);
  const writer = createImportWriter(db, clock);
  writer.report.problems.push(...chat.problems);
  // Ids within the file; a reply answers the owner's line before it (the character's greeting answers nothing).
  let lastOwner: number | null = null;
  const lines = chat.lines.map((l, i) => {
    const id = i + 1;
    const replyTo = l.isUser ? null : lastOwner;
    lastOwner = l.isUser ? id : null;
    return {
      id,
      personality,
      isFromAI: !l.isUser,
      content: l.content,
      timestamp: l.timestamp,
      status: "complete",
      replyTo,
      superseded: false,
    };
  });
  writer.countConversation(await writer.chatLines(lines, "chat"));
  await writer.memories(
    lines.map((l) => {
      const role = l.isFromAI ? "assistant" : "user";
      return {
        id: -l.id,
        personality,
        role,
        content: l.content,
        importance: 5,
        core: "public",
        modeContext: "sanctified",
        ...defaultWeight("sanctified", role),
        sourceMessageId: l.id,
        timestamp: l.timestamp,
      };
    }),
    "memories",
  );
  forgetTermCounts(db);
  // A chat brought in is noted only when the owner asks, as older ones are (issue 39).
  markImportedOlder(db, clock, since);
  return writer.report;
}
