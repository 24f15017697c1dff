import { CLEAR_NEEDS_CONFIRMATION, type MemoryCore } from "@contract/memory";
import { and, eq } from "drizzle-orm";
import type { Clock } from "../platform/clock";
import type { Db } from "../platform/db/connection";
import { memories } from "../platform/db/schema";
import { AppError } from "../platform/errors";
import { ensureCores, touchCore } from "./cores/cores";
import { forgetTermCounts } from "./recall/recall";

/**
 * Empties one core. §5: only with an explicit confirmation; without it nothing changes. The messages
 * themselves stay: a core holds memories of the conversation, not the conversation.
 */
export function clearCore(db: Db, clock: Clock, personalityId: number, core: MemoryCore, confirm: unknown): number {
  if (confirm !== true) throw new AppError("bad_request", CLEAR_NEEDS_CONFIRMATION);
  ensureCores(db, personalityId);
  const removed = db.transaction((tx) => {
    const changes = tx
      .delete(memories)
      .where(and(eq(memories.personalityId, personalityId), eq(memories.core, core)))
      .run().changes;
    touchCore(db, personalityId, core, clock.now().toISOString());
    return changes;
  });
  forgetTermCounts(db);
  return removed;
}
