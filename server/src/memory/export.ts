import type { ConsciousnessMode } from "@contract/consciousness";
import type { ExportedMemory, ExportScope, MemoryCore } from "@contract/memory";
import { and, asc, eq, gt } from "drizzle-orm";
import type { Db } from "../platform/db/connection";
import { memories } from "../platform/db/schema";
import { ensureCores } from "./cores/cores";
import { coreSummary } from "./cores/stats";
import type { MemoryRow } from "./store";

/** Rows read per step: a core of a million memories is written out without holding it in memory. */
const EXPORT_BATCH = 1000;

const toExported = (row: MemoryRow): ExportedMemory => ({
  role: row.role as ExportedMemory["role"],
  content: row.content,
  timestamp: row.createdAt,
  importance: row.importance,
  mode_context: row.modeContext as ConsciousnessMode,
  emotional_depth: row.emotionalDepth,
  intimacy_level: row.intimacyLevel,
});

function* coreChunks(db: Db, personalityId: number, core: MemoryCore): Generator<string> {
  const summary = coreSummary(db, personalityId, core);
  yield `{"memories":[`;
  let after = 0;
  let first = true;
  for (;;) {
    // One short query per batch, so nothing holds the connection between chunks.
    const rows = db
      .select()
      .from(memories)
      .where(and(eq(memories.personalityId, personalityId), eq(memories.core, core), gt(memories.id, after)))
      .orderBy(asc(memories.id))
      .limit(EXPORT_BATCH)
      .all();
    if (rows.length === 0) break;
    yield (first ? "" : ",") + rows.map((row) => JSON.stringify(toExported(row))).join(",");
    first = false;
    after = rows.at(-1)?.id ?? after;
  }
  const tail = {
    last_accessed: summary.lastAccessed,
    total_moments: summary.total,
    deepest_bond_level: summary.deepestBond,
  };
  yield `],${JSON.stringify(tail).slice(1)}`;
}

/**
 * A memory backup as JSON text in pieces (the shape of MemoryExport): one core, or both for "dual".
 */
export function* memoryExportChunks(
  db: Db,
  personality: { id: number; name: string },
  scope: ExportScope,
  exportedAt: string,
): Generator<string> {
  ensureCores(db, personality.id);
  const head = { personality: personality.name, exportedAt, scope };
  yield JSON.stringify(head).slice(0, -1);
  const cores: MemoryCore[] = scope === "dual" ? ["public", "private"] : [scope];
  for (const core of cores) {
    yield `,${JSON.stringify(core)}:`;
    yield* coreChunks(db, personality.id, core);
  }
  yield "}";
}
