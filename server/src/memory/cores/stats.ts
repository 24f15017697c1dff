import type { ConsciousnessMode } from "@contract/consciousness";
import { activeCore, bondLabel, bondProgress, coreMode, type MemoryCore, type MemoryPanelStats } from "@contract/memory";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../platform/db/connection";
import { memoryCores } from "../../platform/db/schema";
import { preparedFor } from "../prepared";
import { deepestBondLevel } from "./bond";
import { ensureCores } from "./cores";
import { coreHoldsMarker, personaMarker } from "./persona-marker";

// INDEXED BY: max() is then one index step, and sampled statistics cannot talk the planner into a scan.
const statements = preparedFor((sqlite) => ({
  total: sqlite
    .prepare<[number, string], number>("SELECT count(*) FROM memories INDEXED BY memories_core_idx WHERE personality_id = ? AND core = ?")
    .pluck(),
  // The bond grows from the core's own conversations with the owner (BOND_LEVEL_RULE): copies synced in from the other
  // mode do not count, nor what the personalities said among themselves (an exchange's lines). Down the bond index
  // from the deepest, the first line of the owner's own conversations.
  maxIntimacy: sqlite
    .prepare<[number, string, string], number>(
      `SELECT intimacy_level FROM memories INDEXED BY memories_core_bond_idx
       WHERE personality_id = ? AND core = ? AND mode_context = ? AND source_exchange_id IS NULL
       ORDER BY intimacy_level DESC LIMIT 1`,
    )
    .pluck(),
}));

export type CoreSummary = { total: number; lastAccessed: string | null; deepestBond: number };

/** One core's size, last write and deepest bond (from the indexes; no scan). */
export function coreSummary(db: Db, personalityId: number, core: MemoryCore): CoreSummary {
  const s = statements(db);
  const total = s.total.get(personalityId, core) ?? 0;
  const maxIntimacy = s.maxIntimacy.get(personalityId, core, coreMode(core));
  const row = db
    .select({ lastAccessed: memoryCores.lastAccessed })
    .from(memoryCores)
    .where(and(eq(memoryCores.personalityId, personalityId), eq(memoryCores.core, core)))
    .get();
  return {
    total,
    lastAccessed: row?.lastAccessed ?? null,
    deepestBond: deepestBondLevel(coreMode(core), maxIntimacy),
  };
}

/** The privacy panel's figures (spec 000 §3 "Memory stats (privacy panel)") for one personality. */
export function memoryPanelStats(db: Db, personalityId: number, mode: ConsciousnessMode): MemoryPanelStats {
  ensureCores(db, personalityId);
  const pub = coreSummary(db, personalityId, "public");
  const priv = coreSummary(db, personalityId, "private");
  const marker = personaMarker(db, personalityId);
  return {
    public: { total: pub.total, lastAccessed: pub.lastAccessed },
    private: { total: priv.total, lastAccessed: priv.lastAccessed, deepestBond: priv.deepestBond },
    activeMode: mode,
    activeCore: activeCore(mode),
    bondLabel: bondLabel(priv.deepestBond),
    bondProgress: bondProgress(priv.deepestBond),
    valid: {
      public: coreHoldsMarker(db, personalityId, "public", marker),
      private: coreHoldsMarker(db, personalityId, "private", marker),
    },
  };
}
