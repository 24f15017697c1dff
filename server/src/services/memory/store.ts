import { and, eq } from "drizzle-orm";
import type { ConsciousnessMode } from "../../../../contract/consciousness";
import { CHAT_PAIR_IMPORTANCE_DUAL, type EmotionalWeight, type MemoryRole } from "../../../../contract/memory";
import type { Db } from "../../db/connection";
import { memories } from "../../db/schema";
import type { Clock } from "../clock";
import { ensureCores, touchCore } from "./cores";
import { coresFor, defaultWeight, shouldSync } from "./weights";

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
};

/**
 * Stores one memory in the mode's core, and a copy in the other core when the sync rule allows.
 * Returns the stored rows, the original first.
 */
export function storeMemory(db: Db, clock: Clock, item: NewMemory): MemoryRow[] {
  ensureCores(db, item.personalityId);
  const at = clock.now().toISOString();
  const { active, other } = coresFor(item.mode);
  const weight = { ...defaultWeight(item.mode, item.role), ...item.weight };
  return db.transaction((tx) => {
    const values = {
      personalityId: item.personalityId,
      role: item.role,
      content: item.content,
      importance: item.importance,
      modeContext: item.mode,
      emotionalDepth: weight.emotionalDepth,
      intimacyLevel: weight.intimacyLevel,
      sourceMessageId: item.sourceMessageId ?? null,
      createdAt: at,
    };
    const stored = tx.insert(memories).values({ ...values, core: active }).returning().get();
    touchCore(tx as unknown as Db, item.personalityId, active, at);
    if (!shouldSync(values)) return [stored];
    const copy = tx.insert(memories).values({ ...values, core: other, syncedFrom: stored.id }).returning().get();
    touchCore(tx as unknown as Db, item.personalityId, other, at);
    return [stored, copy];
  });
}

export type TurnToRemember = {
  personalityId: number;
  mode: ConsciousnessMode;
  userMessageId: number;
  userText: string;
  replyMessageId: number;
  replyText: string;
};

function remembered(db: Db, personalityId: number, messageId: number): boolean {
  const row = db
    .select({ id: memories.id })
    .from(memories)
    .where(and(eq(memories.sourceMessageId, messageId), eq(memories.personalityId, personalityId)))
    .limit(1)
    .get();
  return row !== undefined;
}

/**
 * Remembers a completed turn: the owner's words and the reply, in the active core with the §9 weights
 * (chat pair importance 6). A message already remembered (a retried or regenerated turn) is not stored twice.
 */
export function rememberTurn(db: Db, clock: Clock, turn: TurnToRemember): MemoryRow[] {
  const { personalityId, mode } = turn;
  const stored: MemoryRow[] = [];
  const pair = [
    { role: "user", content: turn.userText, sourceMessageId: turn.userMessageId },
    { role: "assistant", content: turn.replyText, sourceMessageId: turn.replyMessageId },
  ] as const;
  for (const item of pair) {
    if (item.content.trim() === "" || remembered(db, personalityId, item.sourceMessageId)) continue;
    stored.push(...storeMemory(db, clock, { ...item, personalityId, mode, importance: CHAT_PAIR_IMPORTANCE_DUAL }));
  }
  return stored;
}

/** An edited message: its memories (in either core) take the new text; the full-text index follows by trigger. */
export function reviseRememberedMessage(db: Db, messageId: number, content: string): number {
  return db.update(memories).set({ content }).where(eq(memories.sourceMessageId, messageId)).run().changes;
}
