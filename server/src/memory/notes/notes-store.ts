import { coreMode, type MemoryCore } from "@contract/memory";
import { NOTES, type NoteKind } from "@contract/memory-notes";
import type { Clock } from "../../platform/clock";
import type { Db } from "../../platform/db/connection";
import { touchCore } from "../cores/cores";
import { preparedFor } from "../prepared";
import { forgetTermCounts } from "../recall/recall";
import { defaultWeight } from "../recall/weights";
import { inOlder, NOTABLE, noteOlderUpTo, type OlderQuery, olderNotedUpTo, olderQuery, waitingOlder } from "./older-notes";

/**
 * Memory notes in the database (issue 28): which owner messages wait to be noted, and the one write that stores a
 * batch's notes with their sources and moves the mark, so a kill leaves either all of it or none of it.
 */

/** An owner message waiting to be noted; `core` is where its turn was remembered (null: not remembered, passed over). */
export type PendingMessage = { id: number; content: string; createdAt: string; core: MemoryCore | null };
/** `older`: messages from before notes began, noted when the owner asks; `mark` is where they were noted up to. */
export type Batch = { personalityId: number; mark: number; messages: PendingMessage[]; older?: true };
export type NoteToStore = { kind: NoteKind; content: string; core: MemoryCore; sources: number[] };

type Query = { p: number; limit: number } & OlderQuery;
const PENDING = `SELECT msg.id, msg.content, msg.created_at AS createdAt,
    (SELECT m.core FROM memories m INDEXED BY memories_source_idx
     WHERE m.source_message_id = msg.id AND m.synced_from IS NULL AND m.note_kind IS NULL LIMIT 1) AS core
  FROM messages msg WHERE msg.personality_id = @p AND ${NOTABLE}`;

const statements = preparedFor((sqlite) => ({
  mark: sqlite.prepare<[number], number>("SELECT noted_up_to FROM memory_note_marks WHERE personality_id = ?").pluck(),
  setMark: sqlite.prepare<[number, number, string]>(
    `INSERT INTO memory_note_marks (personality_id, noted_up_to, updated_at) VALUES (?, ?, ?)
     ON CONFLICT (personality_id) DO UPDATE SET noted_up_to = excluded.noted_up_to, updated_at = excluded.updated_at`,
  ),
  /** The chat's newest message (when it was said) and whether a reply is still being written. */
  lastSaid: sqlite.prepare<[{ p: number }], { createdAt: string; pending: number }>(
    `SELECT created_at AS createdAt, (SELECT count(*) FROM messages WHERE personality_id = @p AND status = 'pending') AS pending
     FROM messages WHERE personality_id = @p ORDER BY id DESC LIMIT 1`,
  ),
  /**
   * New talk: past the mark and not older talk (older-notes.ts), or waiting to be noted again unless it is older talk
   * that still waits for the owner.
   */
  pending: sqlite.prepare<[Pick<Batch, "mark"> & Query], PendingMessage>(
    `${PENDING} AND ((msg.id > @mark AND NOT ${inOlder("msg.id")})
       OR (msg.id IN (SELECT message_id FROM memory_note_redo WHERE personality_id = @p) AND NOT ${waitingOlder("msg.id")}))
     ORDER BY msg.id LIMIT @limit`,
  ),
  /** Older talk the owner asks to have noted. */
  pendingOlder: sqlite.prepare<[Query], PendingMessage>(`${PENDING} AND ${waitingOlder("msg.id")} ORDER BY msg.id LIMIT @limit`),
  same: sqlite
    .prepare<[number, string, string], number>(
      "SELECT id FROM memories INDEXED BY memories_notes_idx WHERE personality_id = ? AND core = ? AND note_kind IS NOT NULL AND lower(content) = lower(?) LIMIT 1",
    )
    .pluck(),
  insert: sqlite.prepare<[Record<string, unknown>], { id: number }>(
    `INSERT INTO memories (personality_id, role, content, importance, core, mode_context, emotional_depth, intimacy_level, note_kind, created_at)
     VALUES (@personalityId, 'system', @content, @importance, @core, @mode, @depth, @intimacy, @kind, @at) RETURNING id`,
  ),
  source: sqlite.prepare<[number, number]>("INSERT OR IGNORE INTO memory_note_sources (memory_id, message_id) VALUES (?, ?)"),
  /** The batch's messages that waited to be noted again (a JSON list of ids). */
  redone: sqlite.prepare<[string]>("DELETE FROM memory_note_redo WHERE message_id IN (SELECT value FROM json_each(?))"),
  redo: sqlite.prepare<[number]>(
    "INSERT OR IGNORE INTO memory_note_redo (message_id, personality_id) SELECT id, personality_id FROM messages WHERE id = ? AND is_from_ai = 0",
  ),
  notesOf: sqlite.prepare<[number], number>("SELECT memory_id FROM memory_note_sources WHERE message_id = ?").pluck(),
  sourcesOf: sqlite.prepare<[number], number>("SELECT message_id FROM memory_note_sources WHERE memory_id = ?").pluck(),
  removeNote: sqlite.prepare<[number]>("DELETE FROM memories WHERE id = ? AND note_kind IS NOT NULL"),
  /** Notes of a message none of whose sources still stands. */
  unsupported: sqlite
    .prepare<[number], number>(
      `SELECT s.memory_id FROM memory_note_sources s WHERE s.message_id = ?
     AND NOT EXISTS (SELECT 1 FROM memory_note_sources o JOIN messages msg ON msg.id = o.message_id
                     WHERE o.memory_id = s.memory_id AND msg.deleted_at IS NULL)`,
    )
    .pluck(),
  personalityOf: sqlite.prepare<[number], number>("SELECT personality_id FROM messages WHERE id = ?").pluck(),
}));

export const notedUpTo = (db: Db, personalityId: number): number => statements(db).mark.get(personalityId) ?? 0;

/** Whether a chat has been quiet for the quiet period (nothing said, no reply being written). */
export function isQuiet(db: Db, personalityId: number, now: Date): boolean {
  const last = statements(db).lastSaid.get({ p: personalityId });
  if (!last) return false;
  return last.pending === 0 && now.getTime() - Date.parse(last.createdAt) >= NOTES.quietMs;
}

/**
 * The next owner messages to note (past the mark, or waiting to be noted again), at most a batch's worth; `older`: the
 * next of those said before notes began, which wait for the owner.
 */
export function nextBatch(db: Db, personalityId: number, older = false): Batch | null {
  const query = { p: personalityId, limit: NOTES.batchMessages, ...olderQuery(db, personalityId) };
  const mark = older ? olderNotedUpTo(db, personalityId) : notedUpTo(db, personalityId);
  if (mark === null) return null;
  const found = older ? statements(db).pendingOlder.all(query) : statements(db).pending.all({ ...query, mark });
  const messages: PendingMessage[] = [];
  let chars = 0;
  for (const m of found) {
    if (messages.length > 0 && chars + m.content.length > NOTES.batchChars) break;
    messages.push(m);
    chars += m.content.length;
  }
  if (messages.length === 0) return null;
  return older ? { personalityId, mark, messages, older } : { personalityId, mark, messages };
}

/**
 * Stores a batch's notes and moves the mark past the batch (for an older batch, where older talk is noted up to), in one
 * transaction. A note already kept in the same words (by this personality, in this core) gains the new sources instead
 * of being kept twice. If the mark moved meanwhile (another run noted the same messages), nothing is written. Answers
 * how many new notes were kept.
 */
export function storeNotes(db: Db, clock: Clock, batch: Batch, notes: readonly NoteToStore[]): number {
  const s = statements(db);
  const at = clock.now().toISOString();
  const last = Math.max(...batch.messages.map((m) => m.id));
  const listed = new Set(batch.messages.map((m) => m.id));
  const written = db.$client.transaction(() => {
    const progress = batch.older ? olderNotedUpTo(db, batch.personalityId) : notedUpTo(db, batch.personalityId);
    if (progress !== batch.mark) return null;
    let added = 0;
    const cores = new Set<MemoryCore>();
    for (const note of notes) {
      const sources = note.sources.filter((id) => listed.has(id));
      if (sources.length === 0) continue;
      let id = s.same.get(batch.personalityId, note.core, note.content);
      if (id === undefined) {
        const mode = coreMode(note.core);
        const weight = defaultWeight(mode, "system");
        id = s.insert.get({
          personalityId: batch.personalityId,
          content: note.content,
          importance: NOTES.importance,
          core: note.core,
          mode,
          depth: weight.emotionalDepth,
          intimacy: weight.intimacyLevel,
          kind: note.kind,
          at,
        })?.id as number;
        added++;
        cores.add(note.core);
      }
      for (const source of sources) s.source.run(id, source);
    }
    for (const core of cores) touchCore(db, batch.personalityId, core, at);
    s.redone.run(JSON.stringify([...listed]));
    if (batch.older) noteOlderUpTo(db, clock, batch.personalityId, last);
    else s.setMark.run(batch.personalityId, Math.max(batch.mark, last), at);
    return added;
  })();
  return written ?? 0;
}

/**
 * An owner message was edited: the notes drawn from it no longer hold. They go, and the messages they came from (this
 * one among them) are noted again at the next quiet time. In the caller's transaction.
 */
export function notesAfterEdit(db: Db, messageId: number): void {
  const s = statements(db);
  const personalityId = s.personalityOf.get(messageId);
  if (personalityId === undefined) return;
  const again = new Set<number>();
  if (messageId <= notedUpTo(db, personalityId)) again.add(messageId);
  for (const note of s.notesOf.all(messageId)) {
    for (const source of s.sourcesOf.all(note)) again.add(source);
    s.removeNote.run(note);
  }
  for (const id of again) s.redo.run(id);
  if (again.size > 0) forgetTermCounts(db);
}

/** Messages were deleted: a note none of whose sources still stands goes too. In the caller's transaction. */
export function notesAfterDelete(db: Db, messageIds: readonly number[]): void {
  const s = statements(db);
  let removed = 0;
  for (const id of messageIds) for (const note of s.unsupported.all(id)) removed += s.removeNote.run(note).changes;
  if (removed > 0) forgetTermCounts(db);
}

/** Deleted messages came back: those already noted are noted again (a note still kept in the same words is not doubled). */
export function notesAfterRestore(db: Db, messageIds: readonly number[]): void {
  const s = statements(db);
  for (const id of messageIds) {
    const personalityId = s.personalityOf.get(id);
    if (personalityId !== undefined && id <= notedUpTo(db, personalityId)) s.redo.run(id);
  }
}
