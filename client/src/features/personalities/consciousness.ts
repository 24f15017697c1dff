import { CONSCIOUSNESS_BAR_MIN_PERCENT, DEFAULT_CONSCIOUSNESS_LEVEL } from "@contract/constants";
import type { MemoryStats, PersonalityStatus } from "@contract/personalities";

/** §9: the bar is the level as a percentage, at least 10% wide (and never past full). */
export function consciousnessBarWidth(level: number | null | undefined): number {
  const value = Number.isFinite(level) ? (level as number) : DEFAULT_CONSCIOUSNESS_LEVEL;
  return Math.min(100, Math.max(CONSCIOUSNESS_BAR_MIN_PERCENT, value));
}

export type StatusTone = "active" | "initializing" | "idle";

/** §4: active shows yellow with a pulse, initializing purple, dormant or anything else slate. */
export function statusTone(status: PersonalityStatus | string): StatusTone {
  if (status === "active") return "active";
  if (status === "initializing") return "initializing";
  return "idle";
}

/** §9: a personality's moments are its memories plus its messages. */
export function momentCount(stats: MemoryStats | undefined, personalityId: number): number {
  const s = stats?.personalityStats.find((p) => p.personalityId === personalityId);
  return s ? s.memoryCount + s.messageCount : 0;
}
