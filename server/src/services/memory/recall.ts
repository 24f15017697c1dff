import { and, desc, eq, gte } from "drizzle-orm";
import type { ConsciousnessMode } from "../../../../contract/consciousness";
import { activeCore, DUAL_STORE_LIMIT, PINNED_IMPORTANCE, PINNED_IN_CONTEXT_MAX } from "../../../../contract/memory";
import type { ChatRole, MemoryItem, RecalledMemory } from "../../ai/types";
import type { Db } from "../../db/connection";
import { memories } from "../../db/schema";
import { ensureCores } from "./cores";
import { buildMatchQuery } from "./fts-query";
import type { MemoryRow } from "./store";
import { selectWorkingMemory } from "./working-memory";

/** How many older memories a turn recalls unless asked otherwise. */
export const RECALL_LIMIT = 3;

/** The working set of the mode's core, oldest first, with ids (so recall can look beyond it). */
export function workingSet(db: Db, personalityId: number, mode: ConsciousnessMode): MemoryRow[] {
  ensureCores(db, personalityId);
  const inCore = and(eq(memories.personalityId, personalityId), eq(memories.core, activeCore(mode)));
  // Only the dual store's newest 50 and the newest pinned items can reach the model; nothing older is read.
  const recent = db.select().from(memories).where(inCore).orderBy(desc(memories.id)).limit(DUAL_STORE_LIMIT).all();
  const pinned = db
    .select()
    .from(memories)
    .where(and(inCore, gte(memories.importance, PINNED_IMPORTANCE)))
    .orderBy(desc(memories.id))
    .limit(PINNED_IN_CONTEXT_MAX)
    .all();
  const byId = new Map([...recent, ...pinned].map((row) => [row.id, row]));
  const candidates = [...byId.values()].sort((a, b) => a.id - b.id);
  return selectWorkingMemory(candidates);
}

const toMemoryItem = (row: MemoryRow): MemoryItem => ({
  role: row.role as ChatRole,
  content: row.content,
  timestamp: row.createdAt,
  importance: row.importance,
});

/** What the model sees of the active core: at most 15 items, oldest first (spec 000 §9 pruning). */
export function workingMemory(db: Db, personalityId: number, mode: ConsciousnessMode): MemoryItem[] {
  return workingSet(db, personalityId, mode).map(toMemoryItem);
}

type RecallRow = { id: number; content: string; createdAt: string; importance: number };

/**
 * Long-term recall: the memories of the active core most relevant to `text` by full-text search
 * (bm25), best first, leaving out `excludeIds` (the working set, which the model already has).
 */
export function searchCore(
  db: Db,
  personalityId: number,
  mode: ConsciousnessMode,
  text: string,
  options: { excludeIds?: readonly number[]; limit?: number } = {},
): RecallRow[] {
  const match = buildMatchQuery(text);
  const limit = options.limit ?? RECALL_LIMIT;
  if (!match || limit <= 0) return [];
  const statement = db.$client.prepare<[string, number, string, string, number], RecallRow>(
    `SELECT m.id, m.content, m.created_at AS createdAt, m.importance
     FROM memories_fts JOIN memories m ON m.id = memories_fts.rowid
     WHERE memories_fts MATCH ? AND m.personality_id = ? AND m.core = ?
       AND m.id NOT IN (SELECT value FROM json_each(?))
     ORDER BY bm25(memories_fts), m.importance DESC, m.id DESC
     LIMIT ?`,
  );
  return statement.all(match, personalityId, activeCore(mode), JSON.stringify(options.excludeIds ?? []), limit);
}

/** Long-term recall beyond the working set: the few older memories most relevant to the owner's message. */
export function recallMemories(
  db: Db,
  personalityId: number,
  mode: ConsciousnessMode,
  text: string,
  options: { excludeIds?: readonly number[]; limit?: number } = {},
): RecalledMemory[] {
  const working = workingSet(db, personalityId, mode).map((row) => row.id);
  const excludeIds = [...working, ...(options.excludeIds ?? [])];
  return searchCore(db, personalityId, mode, text, { ...options, excludeIds }).map(({ content, createdAt, importance }) => ({
    content,
    createdAt,
    importance,
  }));
}

/** Both at once for a chat turn, reading the working set once: `history` and `recalled` of a ReplyRequest. */
export function memoryForTurn(
  db: Db,
  personalityId: number,
  mode: ConsciousnessMode,
  text: string,
): { history: MemoryItem[]; recalled: RecalledMemory[] } {
  const working = workingSet(db, personalityId, mode);
  const recalled = searchCore(db, personalityId, mode, text, { excludeIds: working.map((row) => row.id) });
  return {
    history: working.map(toMemoryItem),
    recalled: recalled.map(({ content, createdAt, importance }) => ({ content, createdAt, importance })),
  };
}
