import { EXCHANGE_PLACES, type ExchangeKind } from "@contract/exchanges";
import { MEMORY_TEXT, type MemoryRole, type RememberedItem, type RememberedResponse, type RememberedSource } from "@contract/memory";
import { NOTE_TEXT, type NoteKind } from "@contract/memory-notes";
import { ownerName } from "../personas";
import type { Db } from "../platform/db/connection";
import { AppError } from "../platform/errors";
import { preparedFor } from "./prepared";

/**
 * What a reply remembered (issue 28): the recalled memories that reached the model's request, in the order it read them.
 * Recorded in the reply's own commit (`turn-writes.ts`), read by GET /api/messages/:id/remembered.
 */

type Row = {
  id: number;
  role: MemoryRole;
  content: string;
  createdAt: string;
  importance: number;
  core: "public" | "private";
  pinned: number;
  noteKind: NoteKind | null;
  personality: string;
  sourceMessageId: number | null;
  messageShown: number | null;
  groupTurn: string | null;
  sourceExchangeId: number | null;
  exchangeKind: string | null;
};

/**
 * The ids given, in their order, of memories that still exist (one deleted while the reply was written is left out, not
 * a broken reference). CROSS JOIN keeps the few ids as the outer loop, each memory found by its key: SQLite's planner
 * would otherwise walk every memory and look for it among the ids (3 ms a turn at a few thousand memories).
 */
export const RECORD_REMEMBERED = `INSERT INTO reply_memories (message_id, position, memory_id)
  SELECT ?, CAST(j.key AS INTEGER), m.id FROM json_each(?) j CROSS JOIN memories m ON m.id = j.value`;

const statements = preparedFor((sqlite) => ({
  record: sqlite.prepare<[number, string]>(RECORD_REMEMBERED),
  reply: sqlite.prepare<[number], { isFromAI: number }>("SELECT is_from_ai AS isFromAI FROM messages WHERE id = ? AND deleted_at IS NULL"),
  read: sqlite.prepare<[number], Row>(
    `SELECT m.id, m.role, m.content, m.created_at AS createdAt, m.importance, m.core, m.pinned, m.note_kind AS noteKind,
       p.name AS personality, m.source_message_id AS sourceMessageId, said.id AS messageShown, said.group_turn AS groupTurn,
       m.source_exchange_id AS sourceExchangeId, e.kind AS exchangeKind
     FROM reply_memories r JOIN memories m ON m.id = r.memory_id JOIN personalities p ON p.id = m.personality_id
     LEFT JOIN messages said ON said.id = coalesce(m.source_message_id,
       (SELECT s.message_id FROM memory_note_sources s JOIN messages x ON x.id = s.message_id AND x.deleted_at IS NULL
        WHERE s.memory_id = m.id ORDER BY s.message_id LIMIT 1)) AND said.deleted_at IS NULL
     LEFT JOIN exchanges e ON e.id = m.source_exchange_id
     WHERE r.message_id = ? ORDER BY r.position`,
  ),
}));

/** Records what a reply was given, in its order; in the caller's transaction (the reply's own commit). */
export function recordRemembered(db: Db, replyId: number, memoryIds: readonly number[]): void {
  if (memoryIds.length > 0) statements(db).record.run(replyId, JSON.stringify(memoryIds));
}

/** Where a memory was said: its message (in its chat, or the Trinity group's), its exchange, or nowhere still there. */
function sourceOf(row: Row): RememberedSource {
  if (row.messageShown !== null) {
    return { kind: "message", personality: row.personality, messageId: row.messageShown, groupTurn: row.groupTurn !== null };
  }
  if (row.sourceExchangeId !== null && row.exchangeKind !== null) {
    return {
      kind: "exchange",
      exchangeId: row.sourceExchangeId,
      exchangeKind: row.exchangeKind as ExchangeKind,
      place: (EXCHANGE_PLACES as Partial<Record<string, string>>)[row.exchangeKind] ?? MEMORY_TEXT.syncPlace,
    };
  }
  return { kind: "none" };
}

/**
 * Who said it: the owner, else the personality by its name, as its chat names it ("Nova"; a line of an exchange names
 * its own speaker in its words); a note is the personality's ("Nova's note"), its source the first owner message it
 * was drawn from that is still there.
 */
function speakerOf(row: Row, owner: string): string {
  const name = `${row.personality.charAt(0).toUpperCase()}${row.personality.slice(1)}`;
  if (row.noteKind) return NOTE_TEXT.writtenBy(name);
  return row.role === "user" ? owner : name;
}

/** What a reply remembered, in the order the model read it; 404 for a message that is not a reply (or no longer there). */
export function rememberedFor(db: Db, messageId: number): RememberedResponse {
  const s = statements(db);
  const message = s.reply.get(messageId);
  if (!message?.isFromAI) throw new AppError("not_found", "No reply with this id");
  const owner = ownerName(db);
  const items = s.read.all(messageId).map(
    (row): RememberedItem => ({
      id: row.id,
      role: row.role,
      content: row.content,
      createdAt: row.createdAt,
      importance: row.importance,
      core: row.core,
      pinned: row.pinned === 1,
      noteKind: row.noteKind,
      speaker: speakerOf(row, owner),
      source: sourceOf(row),
    }),
  );
  return { messageId, items };
}
