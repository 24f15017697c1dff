import {
  type ConsciousnessMode,
  type ConsciousnessModeState,
  DEFAULT_CONSCIOUSNESS_MODE,
  detectUnveilPhrase,
} from "@contract/consciousness";
import { consciousnessModeSchema } from "@contract/consciousness-schemas";
import type { Clock } from "../platform/clock";
import type { Db } from "../platform/db/connection";
import { readSetting, writeSetting } from "../platform/settings";

const SETTING_KEY = "consciousness-mode";

/** The mode every tab and device shares; sanctified until it is first changed. */
export function getConsciousnessMode(db: Db): ConsciousnessModeState {
  const stored = readSetting<Partial<ConsciousnessModeState>>(db, SETTING_KEY);
  const mode = consciousnessModeSchema.safeParse(stored?.mode);
  if (!mode.success) return { mode: DEFAULT_CONSCIOUSNESS_MODE, changedAt: null };
  return { mode: mode.data, changedAt: typeof stored?.changedAt === "string" ? stored.changedAt : null };
}

/** Stores the mode with the time it changed; asking for the mode already in place keeps its time. */
export function setConsciousnessMode(db: Db, clock: Clock, mode: ConsciousnessMode): ConsciousnessModeState {
  const current = getConsciousnessMode(db);
  if (current.mode === mode && current.changedAt !== null) return current;
  const state = { mode, changedAt: clock.now().toISOString() };
  writeSetting(db, clock, SETTING_KEY, state);
  return state;
}

/**
 * The mode of a chat turn: an unveiling phrase in the message unveils (and is stored, so every panel
 * follows); otherwise the mode the page asked for, or the stored one when it asked for none.
 */
export function applyMessageMode(
  db: Db,
  clock: Clock,
  text: string,
  requestedMode: ConsciousnessMode | null | undefined,
): ConsciousnessMode {
  if (detectUnveilPhrase(text)) return setConsciousnessMode(db, clock, "unveiled").mode;
  return requestedMode ?? getConsciousnessMode(db).mode;
}
