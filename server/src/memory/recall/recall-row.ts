import type { ChatRole, RecalledMemory } from "../../models/types";

/** A memory found by recall; `rank` is bm25's (lower is better), absent for a memory found otherwise. */
export type RecallRow = {
  id: number;
  role: string;
  content: string;
  createdAt: string;
  importance: number;
  sourceExchangeId: number | null;
  /** A memory note's kind; null for a memory of something said. */
  noteKind: string | null;
  rank?: number;
};

/** A RecallRow's columns, read from `memories m` (recall by words, and by meaning in vectors/vector-recall.ts). */
export const RECALL_COLUMNS =
  "m.id, m.role, m.content, m.created_at AS createdAt, m.importance, m.source_exchange_id AS sourceExchangeId, m.note_kind AS noteKind";

/** A recalled row as a model is sent it. */
export const toRecalled = ({ id, role, content, createdAt, importance, sourceExchangeId, noteKind }: RecallRow): RecalledMemory => ({
  memoryId: id,
  content,
  createdAt,
  importance,
  role: role as ChatRole,
  fromExchange: sourceExchangeId !== null,
  ...(noteKind ? { note: true as const } : {}),
});
