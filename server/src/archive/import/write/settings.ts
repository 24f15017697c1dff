import { isDeepStrictEqual } from "node:util";
import { archivePersonalitySchema } from "@contract/export";
import { providerChoice } from "../../../models/connection/provider-settings";
import { readSetting, writeSetting } from "../../../platform/settings";
import { isPortableSetting, withOurKeys } from "../../export/bulk-data";
import { count, type ImportState, parsed, personalityOf } from "./state";

/** Consciousness levels (the old app's): set where they differ. */
export function importLevels(state: ImportState, values: readonly { personality: string; level: number }[]) {
  for (const { personality, level } of values) {
    if (personalityOf(state, personality, `${personality}_consciousness_level`) === null) continue;
    const changed = state.sql.setLevel.run(level, personality, level);
    count(state, changed.changes > 0 ? "added" : "skipped", "levels");
  }
}

/** Records with no table of their own, kept as they were under `legacy:<key>` (exported with the settings). */
export function importKept(state: ImportState, values: readonly { key: string; value: unknown }[]) {
  for (const { key, value } of values) {
    const name = `legacy:${key}`;
    if (isDeepStrictEqual(readSetting<unknown>(state.db, name), value)) {
      count(state, "skipped", "kept");
      continue;
    }
    writeSetting(state.db, state.clock, name, value);
    count(state, "added", "kept");
  }
}

/** Settings and each personality's level: taken from the archive where they differ (keys never travel). */
export function importSettings(state: ImportState, values: readonly { key: string; value: unknown }[], personalities: readonly unknown[]) {
  const { db, clock } = state;
  db.$client.transaction(() => {
    for (const { key, value } of values) {
      if (typeof key !== "string" || !isPortableSetting(key)) continue;
      const current = readSetting<unknown>(db, key);
      // The provider's settings are the same when they choose the same (keys never travel; what was learnt since stays).
      const same =
        key === "provider" ? isDeepStrictEqual(providerChoice(current), providerChoice(value)) : isDeepStrictEqual(current, value);
      if (same) {
        count(state, "skipped", "settings");
        continue;
      }
      // This installation's own keys stay with it.
      writeSetting(db, clock, key, key === "provider" ? withOurKeys(current, value) : value);
      count(state, "added", "settings");
    }
    for (const [i, value] of personalities.entries()) {
      const p = parsed(state, archivePersonalitySchema, value, `personalities, entry ${i + 1}`);
      if (!p || !state.personalityIds.has(p.name)) continue;
      state.sql.setPersonality.run(p.consciousnessLevel, p.status, p.awakenedAt, p.name);
    }
  })();
}
