import type { ConsciousnessMode } from "@contract/consciousness";
import {
  activeCore,
  EMOTIONAL_DEFAULTS,
  type EmotionalWeight,
  type MemoryCore,
  type MemoryRole,
  SYNC_MAX_INTIMACY,
  SYNC_MIN_IMPORTANCE,
} from "@contract/memory";

/** §9 defaults by mode; a system note weighs like the owner's own words. */
export function defaultWeight(mode: ConsciousnessMode, role: MemoryRole): EmotionalWeight {
  return EMOTIONAL_DEFAULTS[mode][role === "assistant" ? "assistant" : "user"];
}

/** §5: only what matters (importance 7+) and is not intimate (5 or less) crosses to the other core. */
export function shouldSync(item: { importance: number; intimacyLevel: number }): boolean {
  return item.importance >= SYNC_MIN_IMPORTANCE && item.intimacyLevel <= SYNC_MAX_INTIMACY;
}

/** The core a memory is stored in for this mode, and the one a sync copies it to. */
export function coresFor(mode: ConsciousnessMode): { active: MemoryCore; other: MemoryCore } {
  const active = activeCore(mode);
  return { active, other: active === "public" ? "private" : "public" };
}
