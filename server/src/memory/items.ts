import type { MemoryCore, MemoryItemsResponse, MemoryListItem } from "@contract/memory";
import type { MemoryListKind } from "@contract/memory-notes";
import { and, desc, eq, isNotNull, isNull, lt, type SQL, sql } from "drizzle-orm";
import type { Db } from "../platform/db/connection";
import { memories } from "../platform/db/schema";
import { buildMatchQuery } from "./recall/fts-query";

export type MemoryPage = { core: MemoryCore; limit: number; before?: number; q?: string; kind?: MemoryListKind };

/** A page of one core's memories, newest first, for the "Attach Memory" picker; `q` narrows by words. */
export function listMemoryItems(db: Db, personalityId: number, page: MemoryPage): MemoryItemsResponse {
  const conditions: SQL[] = [eq(memories.personalityId, personalityId), eq(memories.core, page.core)];
  if (page.before) conditions.push(lt(memories.id, page.before));
  if (page.kind === "notes") conditions.push(isNotNull(memories.noteKind));
  if (page.kind === "said") conditions.push(isNull(memories.noteKind));
  if (page.q !== undefined && page.q.trim() !== "") {
    const match = buildMatchQuery(page.q);
    if (!match) return { core: page.core, items: [], nextBefore: null };
    conditions.push(sql`${memories.id} IN (SELECT rowid FROM memories_fts WHERE memories_fts MATCH ${match})`);
  }
  const rows = db
    .select({
      id: memories.id,
      role: memories.role,
      content: memories.content,
      createdAt: memories.createdAt,
      importance: memories.importance,
      core: memories.core,
      pinned: memories.pinned,
      noteKind: memories.noteKind,
    })
    .from(memories)
    .where(and(...conditions))
    .orderBy(desc(memories.id))
    .limit(page.limit + 1)
    .all();
  const items = rows.slice(0, page.limit) as MemoryListItem[];
  const more = rows.length > page.limit;
  return { core: page.core, items, nextBefore: more ? (items.at(-1)?.id ?? null) : null };
}
