import type { ConsciousnessMode } from "@contract/consciousness";
import { CHAT_PAIR_IMPORTANCE_DUAL, type EmotionalWeight, type MemoryCore, type MemoryRole } from "@contract/memory";
import { eq } from "drizzle-orm";
import type { Clock } from "../platform/clock";
import type { Db } from "../platform/db/connection";
import { inTransaction } from "../platform/db/in-transaction";
import { memories } from "../platform/db/schema";
import { ensureCores, touchCore } from "./cores/cores";
import { preparedFor } from "./prepared";
import { forgetTermCounts } from "./recall/recall";
import { coresFor, defaultWeight, shouldSync } from "./recall/weights";

export type MemoryRow = typeof memories.$inferSelect;

export type NewMemory = {
  personalityId: number;
  mode: ConsciousnessMode;
  role: MemoryRole;
  content: string;
  importance: number;
  /** Defaults by mode and role (§9). */
  weight?: Partial<EmotionalWeight>;
  sourceMessageId?: number | null;
  /** The exchange it comes from (kept out of the working set, recalled like any other). */
  sourceExchangeId?: number | null;
};

// Every turn stores memories: the statements are prepared once. A memory of a message is dated when the message was
// said (a retried turn's words keep their day; issue 37), any other when it is stored.
const statements = preparedFor((sqlite) => ({
  insert: sqlite.prepare<[Record<string, unknown>], MemoryRow>(
    `INSERT INTO memories (personality_id, role, content, importance, core, mode_context, emotional_depth,
       intimacy_level, source_message_id, synced_from, source_exchange_id, created_at)
     VALUES (@personalityId, @role, @content, @importance, @core, @modeContext, @emotionalDepth, @intimacyLevel,
       @sourceMessageId, @syncedFrom, @sourceExchangeId,
       coalesce((SELECT said.created_at FROM messages said WHERE said.id = @sourceMessageId), @createdAt))
     RETURNING id, personality_id AS personalityId, role, content, importance, core, mode_context AS modeContext,
       emotional_depth AS emotionalDepth, intimacy_level AS intimacyLevel, source_message_id AS sourceMessageId,
       synced_from AS syncedFrom, source_exchange_id AS sourceExchangeId, created_at AS createdAt`,
  ),
  // Named index: without statistics the planner would walk the personality's index instead, one row per memory ever
  // stored (a message id belongs to one personality, so the source alone decides).
  remembered: sqlite
    .prepare<[number], number>("SELECT 1 FROM memories INDEXED BY memories_source_idx WHERE source_message_id = ? LIMIT 1")
    .pluck(),
}));

/** One memory and, when the sync rule allows, its copy: rows only, in the caller's transaction, its cores set up. */
function insertMemory(db: Db, at: string, item: NewMemory): MemoryRow[] {
  const { active, other } = coresFor(item.mode);
  const weight = { ...defaultWeight(item.mode, item.role), ...item.weight };
  const { insert } = statements(db);
  const values = {
    personalityId: item.personalityId,
    role: item.role,
    content: item.content,
    importance: item.importance,
    modeContext: item.mode,
    emotionalDepth: weight.emotionalDepth,
    intimacyLevel: weight.intimacyLevel,
    sourceMessageId: item.sourceMessageId ?? null,
    syncedFrom: null,
    sourceExchangeId: item.sourceExchangeId ?? null,
    createdAt: at,
  };
  const stored = insert.get({ ...values, core: active }) as MemoryRow;
  if (!shouldSync(values)) return [stored];
  return [stored, insert.get({ ...values, core: other, syncedFrom: stored.id }) as MemoryRow];
}

/** Marks the cores the rows went to as written to, once each. */
function touchCoresOf(db: Db, personalityId: number, rows: readonly MemoryRow[], at: string) {
  for (const core of new Set(rows.map((row) => row.core as MemoryCore))) touchCore(db, personalityId, core, at);
}

/** Memories of one personality in one savepoint, each core they reach touched once. */
function storeAll(db: Db, clock: Clock, personalityId: number, items: readonly NewMemory[]): MemoryRow[] {
  ensureCores(db, personalityId);
  const at = clock.now().toISOString();
  return inTransaction(db, () => {
    const stored = items.flatMap((item) => insertMemory(db, at, item));
    touchCoresOf(db, personalityId, stored, at);
    return stored;
  });
}

/**
 * Stores one memory in the mode's core, and a copy in the other core when the sync rule allows.
 * Returns the stored rows, the original first.
 */
export const storeMemory = (db: Db, clock: Clock, item: NewMemory): MemoryRow[] => storeAll(db, clock, item.personalityId, [item]);

export type TurnToRemember = {
  personalityId: number;
  mode: ConsciousnessMode;
  userMessageId: number;
  userText: string;
  replyMessageId: number;
  replyText: string;
};

const remembered = (db: Db, messageId: number): boolean => statements(db).remembered.get(messageId) !== undefined;

/**
 * Remembers a completed turn: the owner's words and the reply, in the active core with the §9 weights
 * (chat pair importance 6). A message already remembered (a retried or regenerated turn) is not stored twice.
 */
export function rememberTurn(db: Db, clock: Clock, turn: TurnToRemember): MemoryRow[] {
  const { personalityId, mode } = turn;
  const pair = [
    { role: "user", content: turn.userText, sourceMessageId: turn.userMessageId },
    { role: "assistant", content: turn.replyText, sourceMessageId: turn.replyMessageId },
  ] as const;
  const unremembered = pair.filter((item) => item.content.trim() !== "" && !remembered(db, item.sourceMessageId));
  return storeAll(
    db,
    clock,
    personalityId,
    unremembered.map((item) => ({ ...item, personalityId, mode, importance: CHAT_PAIR_IMPORTANCE_DUAL })),
  );
}

/** An edited message: its memories (in either core) take the new text; the full-text index follows by trigger. */
export function reviseRememberedMessage(db: Db, messageId: number, content: string): number {
  const changes = db.update(memories).set({ content }).where(eq(memories.sourceMessageId, messageId)).run().changes;
  // Words left the index: a term counted as common may no longer be.
  if (changes > 0) forgetTermCounts(db);
  return changes;
}
