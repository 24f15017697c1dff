import type { Clock } from "../platform/clock";
import type { Db } from "../platform/db/connection";
import { readSetting, writeSetting } from "../platform/settings";

const key = (name: string) => `core-prompt:${name}`;

/** The owner's standing instructions to a personality (000 §7 corePrompt), or null when there are none. */
export const readCorePrompt = (db: Db, name: string): string | null => readSetting<string>(db, key(name))?.trim() || null;

export function writeCorePrompt(db: Db, clock: Clock, name: string, corePrompt: string): string {
  writeSetting(db, clock, key(name), corePrompt.trim());
  return corePrompt.trim();
}
