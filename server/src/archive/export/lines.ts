import { UNPROMPTED_LABEL } from "@contract/follow-ups";
import { ownerName } from "../../personas";
import type { Db } from "../../platform/db/connection";
import { preparedFor } from "../../platform/db/prepared";
import { KEPT, speakerName } from "./conversations";

/** Rows read per step: a conversation of any length is written out without holding it in memory, and a chat turn
 * coming during an export waits for one short step at most (at 1,000 a step it waited 32 ms; at 200, 8 ms). */
export const LINES_PAGE = 200;

/** A chat line as stored, every field (001 §3 Export conversation's messages, widened to what the Citadel keeps). */
export type ChatLineRecord = {
  id: number;
  personality: string;
  speaker: string;
  isFromAI: boolean;
  content: string;
  timestamp: string;
  status: string;
  replyTo: number | null;
  consciousnessMode: string | null;
  emotion: string | null;
  wordCount: number | null;
  responseTimeMs: number | null;
  provider: string | null;
  model: string | null;
  error: string | null;
  /** A reply set aside by a regeneration, kept as an alternative. */
  superseded: boolean;
  editedAt: string | null;
  groupTurn: string | null;
  /** The image sent with it: its path inside an archive, and its media type. */
  image: { path: string; type: string } | null;
  /** Written by the personality unprompted (issue 30): "follow-up" or "greeting". */
  unprompted: string | null;
};

/** An exchange line as stored (001 §3 Conversation message, with the guardians' extras). */
export type ExchangeLineRecord = {
  id: number;
  personality: string;
  speaker: string;
  role: string;
  cycleNumber: number;
  content: string;
  emotion: string;
  wordCount: number;
  responseTimeMs: number;
  extras: unknown;
  provider: string | null;
  model: string | null;
  timestamp: string;
};

/** What the readable text shows of a line. `shown` is false for what the chat does not show (an alternative). */
export type ReadableLine = { speaker: string; timestamp: string; content: string; shown: boolean };
export type LinePage = { records: (ChatLineRecord | ExchangeLineRecord)[]; readable: ReadableLine[] };

type RawChat = {
  id: number;
  name: string;
  is_from_ai: number;
  content: string;
  created_at: string;
  status: string;
  reply_to: number | null;
  consciousness_mode: string | null;
  emotion: string | null;
  word_count: number | null;
  response_time_ms: number | null;
  provider: string | null;
  model: string | null;
  error: string | null;
  superseded: number;
  edited_at: string | null;
  group_turn: string | null;
  image_type: string | null;
  unprompted: string | null;
};
type RawExchange = {
  id: number;
  personality: string;
  speaker: string;
  role: string;
  cycle_number: number;
  content: string;
  emotion: string;
  word_count: number;
  response_time_ms: number;
  extras: string | null;
  provider: string | null;
  model: string | null;
  created_at: string;
};

const CHAT_COLUMNS = `m.id, p.name, m.is_from_ai, m.content, m.created_at, m.status, m.reply_to, m.consciousness_mode, m.emotion,
  m.word_count, m.response_time_ms, m.provider, m.model, m.error, m.superseded, m.edited_at, m.group_turn, m.image_type, m.unprompted`;

const statements = preparedFor((db) => ({
  chat: db.$client.prepare<[string, number, number], RawChat>(
    `SELECT ${CHAT_COLUMNS} FROM messages m JOIN personalities p ON p.id = m.personality_id
     WHERE p.name = ? AND m.group_turn IS NULL AND ${KEPT} AND m.id > ? ORDER BY m.id LIMIT ?`,
  ),
  group: db.$client.prepare<[number, number], RawChat>(
    `SELECT ${CHAT_COLUMNS} FROM messages m JOIN personalities p ON p.id = m.personality_id
     WHERE m.group_turn IS NOT NULL AND ${KEPT} AND m.id > ? ORDER BY m.id LIMIT ?`,
  ),
  exchange: db.$client.prepare<[number, number, number], RawExchange>(
    `SELECT id, personality, speaker, role, cycle_number, content, emotion, word_count, response_time_ms, extras, provider,
       model, created_at FROM exchange_messages WHERE exchange_id = ? AND id > ? ORDER BY id LIMIT ?`,
  ),
  exchangeRow: db.$client.prepare<[number], Record<string, unknown>>(
    `SELECT kind, status, mode, live, cycles, opening, supervised, next_cycle AS nextCycle, next_speaker AS nextSpeaker,
       stop_reason AS stopReason, error, cleared_at AS clearedAt, created_at AS createdAt, updated_at AS updatedAt, members
     FROM exchanges WHERE id = ?`,
  ),
}));

const IMAGE_EXTENSIONS: Record<string, string> = { "image/jpeg": "jpg", "image/png": "png", "image/webp": "webp", "image/gif": "gif" };
export const imagePath = (messageId: number, type: string) => `images/${messageId}.${IMAGE_EXTENSIONS[type] ?? "bin"}`;

function chatRecord(r: RawChat, owner: string): ChatLineRecord {
  return {
    id: r.id,
    personality: r.name,
    speaker: r.is_from_ai ? speakerName(r.name, owner) : owner,
    isFromAI: r.is_from_ai === 1,
    content: r.content,
    timestamp: r.created_at,
    status: r.status,
    replyTo: r.reply_to,
    consciousnessMode: r.consciousness_mode,
    emotion: r.emotion,
    wordCount: r.word_count,
    responseTimeMs: r.response_time_ms,
    provider: r.provider,
    model: r.model,
    error: r.error,
    superseded: r.superseded === 1,
    editedAt: r.edited_at,
    groupTurn: r.group_turn,
    image: r.image_type ? { path: imagePath(r.id, r.image_type), type: r.image_type } : null,
    unprompted: r.unprompted,
  };
}

function exchangeRecord(r: RawExchange, owner: string): ExchangeLineRecord {
  return {
    id: r.id,
    personality: r.personality,
    speaker: r.personality === "owner" ? owner : r.speaker,
    role: r.role,
    cycleNumber: r.cycle_number,
    content: r.content,
    emotion: r.emotion,
    wordCount: r.word_count,
    responseTimeMs: r.response_time_ms,
    extras: r.extras === null ? null : JSON.parse(r.extras),
    provider: r.provider,
    model: r.model,
    timestamp: r.created_at,
  };
}

/** The stored run behind an exchange conversation (its kind, cycles, cursor and status), for the JSON export. */
export function exchangeDetails(db: Db, conversationId: string): Record<string, unknown> | null {
  if (!conversationId.startsWith("exchange:")) return null;
  const row = statements(db).exchangeRow.get(Number(conversationId.slice("exchange:".length)));
  return row
    ? { ...row, live: row.live === 1, supervised: row.supervised === 1, members: row.members ? JSON.parse(String(row.members)) : null }
    : null;
}

/**
 * A conversation's lines, oldest first, one page at a time: every stored field for the JSON, and what the readable
 * text shows. In the group chat the owner's words are stored once per sister; the text says them once.
 */
export function* linePages(db: Db, conversationId: string, pageSize = LINES_PAGE): Generator<LinePage> {
  const s = statements(db);
  const owner = ownerName(db);
  const [kind, key] = conversationId.split(":") as [string, string];
  let after = 0;
  let lastGroupTurn: string | null = null;
  for (;;) {
    if (kind === "exchange") {
      const rows = s.exchange.all(Number(key), after, pageSize);
      if (rows.length === 0) return;
      const records = rows.map((r) => exchangeRecord(r, owner));
      yield { records, readable: records.map((r) => ({ speaker: r.speaker, timestamp: r.timestamp, content: r.content, shown: true })) };
      after = rows.at(-1)?.id ?? after;
      continue;
    }
    const rows = kind === "chat" ? s.chat.all(key, after, pageSize) : s.group.all(after, pageSize);
    if (rows.length === 0) return;
    const records = rows.map((r) => chatRecord(r, owner));
    const readable: ReadableLine[] = [];
    for (const r of records) {
      const repeated = !r.isFromAI && r.groupTurn !== null && r.groupTurn === lastGroupTurn;
      if (!r.isFromAI) lastGroupTurn = r.groupTurn;
      const speaker = r.unprompted ? `${r.speaker} (${UNPROMPTED_LABEL})` : r.speaker;
      readable.push({ speaker, timestamp: r.timestamp, content: r.content, shown: !r.superseded && !repeated });
    }
    yield { records, readable };
    after = rows.at(-1)?.id ?? after;
  }
}

/** The lines of a page the conversation shows: what the Export list's `messageCount` counts (conversations.ts SHOWN). */
export const shownLines = (page: LinePage): number => page.readable.filter((l) => l.shown).length;

/** The replies of a page set aside by a regeneration, kept as alternatives. */
export const alternativesIn = (page: LinePage): number => page.records.filter((r) => "superseded" in r && r.superseded).length;
