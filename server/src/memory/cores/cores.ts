import { MEMORY_CORES, type MemoryCore, SYNC_MAX_INTIMACY, SYNC_MIN_IMPORTANCE } from "@contract/memory";
import { and, desc, eq, gte, inArray, isNull, lte } from "drizzle-orm";
import type { Db } from "../../platform/db/connection";
import { memories, memoryCores } from "../../platform/db/schema";
import { preparedFor } from "../prepared";

// Both run on every turn: prepared once.
const statements = preparedFor((sqlite) => ({
  touch: sqlite.prepare(
    `INSERT INTO memory_cores (personality_id, core, last_accessed) VALUES (?, ?, ?)
     ON CONFLICT (personality_id, core) DO UPDATE SET last_accessed = excluded.last_accessed`,
  ),
  present: sqlite.prepare<[number], string>("SELECT core FROM memory_cores WHERE personality_id = ?").pluck(),
}));

/** Marks a core as written to now. */
export function touchCore(db: Db, personalityId: number, core: MemoryCore, at: string): void {
  statements(db).touch.run(personalityId, core, at);
}

/**
 * Sets up a personality's two cores (at seed, at every start, after a restore; idempotent): each gets its row, and
 * what the sync rule lets cross (the seeded founding memory: importance 10, intimacy 3) is copied to the other core.
 * Runs once per personality, so a core cleared later stays cleared.
 */
export function ensureCores(db: Db, personalityId: number): void {
  const present = statements(db)
    .present.all(personalityId)
    .map((core) => ({ core }));
  if (present.length === MEMORY_CORES.length) return;
  db.transaction((tx) => {
    for (const core of MEMORY_CORES) {
      if (present.some((p) => p.core === core)) continue;
      const newest = tx
        .select({ createdAt: memories.createdAt })
        .from(memories)
        .where(and(eq(memories.personalityId, personalityId), eq(memories.core, core)))
        .orderBy(desc(memories.id))
        .limit(1)
        .get();
      tx.insert(memoryCores)
        .values({ personalityId, core, lastAccessed: newest?.createdAt ?? null })
        .onConflictDoNothing()
        .run();
    }
    const crossing = tx
      .select()
      .from(memories)
      .where(
        and(
          eq(memories.personalityId, personalityId),
          isNull(memories.syncedFrom),
          gte(memories.importance, SYNC_MIN_IMPORTANCE),
          lte(memories.intimacyLevel, SYNC_MAX_INTIMACY),
        ),
      )
      .all();
    if (crossing.length === 0) return;
    const copied = new Set(
      tx
        .select({ from: memories.syncedFrom })
        .from(memories)
        .where(
          inArray(
            memories.syncedFrom,
            crossing.map((m) => m.id),
          ),
        )
        .all()
        .map((r) => r.from),
    );
    for (const { id, core, ...item } of crossing) {
      if (copied.has(id)) continue;
      tx.insert(memories)
        .values({ ...item, core: core === "public" ? "private" : "public", syncedFrom: id })
        .run();
    }
  });
}
