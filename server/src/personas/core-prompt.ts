import type { Db } from "../db/connection";
import type { Clock } from "./clock";
import { readSetting, writeSetting } from "./settings";

const key = (name: string) => `core-prompt:${name}`;

/** The owner's standing instructions to a personality (000 §7 corePrompt), or null when there are none. */
export const readCorePrompt = (db: Db, name: string): string | null => readSetting<string>(db, key(name))?.trim() || null;

export function writeCorePrompt(db: Db, clock: Clock, name: string, corePrompt: string): string {
  writeSetting(db, clock, key(name), corePrompt.trim());
  return corePrompt.trim();
}
