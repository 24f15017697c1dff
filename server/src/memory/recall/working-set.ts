import { HISTORY_SENT_TO_MODEL } from "@contract/chat";
import type { ConsciousnessMode } from "@contract/consciousness";
import { activeCore, PINNED_IMPORTANCE, PINNED_IN_CONTEXT_MAX } from "@contract/memory";
import type { ChatRole, MemoryItem } from "../../models/types";
import type { Db } from "../../platform/db/connection";
import { ensureCores } from "../cores/cores";
import { preparedFor, STILL_SAID } from "../prepared";
import { selectWorkingMemory } from "./working-memory";

export type WorkingRow = { id: number; role: string; content: string; createdAt: string; importance: number };

const columns = "id, role, content, created_at AS createdAt, importance";
// INDEXED BY: sampled statistics of a large core can lead the planner to walk the whole core instead.
const statements = preparedFor((sqlite) => ({
  recent: sqlite.prepare<[number, string, number], WorkingRow>(
    `SELECT ${columns} FROM memories INDEXED BY memories_core_idx
     WHERE personality_id = ? AND core = ? AND source_exchange_id IS NULL AND note_kind IS NULL AND ${STILL_SAID("memories")} ORDER BY id DESC LIMIT ?`,
  ),
  pinned: sqlite.prepare<[number, string, number, number], WorkingRow>(
    `SELECT ${columns} FROM memories INDEXED BY memories_core_importance_idx
     WHERE personality_id = ? AND core = ? AND importance >= ? AND source_exchange_id IS NULL AND note_kind IS NULL AND ${STILL_SAID("memories")}
     ORDER BY id DESC LIMIT ?`,
  ),
}));

/**
 * The working set of the mode's core, oldest first, with ids (so recall can look beyond it). Memories of exchanges are
 * left to recall, and so are notes: the working set is the owner's own conversation.
 */
export function workingSet(db: Db, personalityId: number, mode: ConsciousnessMode): WorkingRow[] {
  ensureCores(db, personalityId);
  const s = statements(db);
  const core = activeCore(mode);
  // What reaches the model is the newest pinned items and the newest items up to its share: the share's worth of
  // newest items and the newest pinned ones hold all of it (the store's pruning and window never drop either), so
  // nothing older is read. The rules then run on these few exactly as on the whole core (see recall.test.ts).
  const recent = s.recent.all(personalityId, core, HISTORY_SENT_TO_MODEL);
  const pinned = s.pinned.all(personalityId, core, PINNED_IMPORTANCE, PINNED_IN_CONTEXT_MAX);
  const byId = new Map([...recent, ...pinned].map((row) => [row.id, row]));
  return selectWorkingMemory([...byId.values()].sort((a, b) => a.id - b.id));
}

export const toMemoryItem = (row: WorkingRow): MemoryItem => ({
  role: row.role as ChatRole,
  content: row.content,
  timestamp: row.createdAt,
  importance: row.importance,
});

/** What the model sees of the active core: at most 15 items, oldest first (spec 000 §9 pruning). */
export function workingMemory(db: Db, personalityId: number, mode: ConsciousnessMode): MemoryItem[] {
  return workingSet(db, personalityId, mode).map(toMemoryItem);
}
