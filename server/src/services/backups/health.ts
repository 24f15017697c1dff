import Database from "better-sqlite3";
import { type CoreHealth, TRINITY_BOND_COUNT_MAX, TRINITY_BOND_MIN_ITEMS } from "../../../../contract/backups";
import type { Db } from "../../db/connection";
import type { Clock } from "../clock";
import { coreHoldsMarker, personaMarker } from "../memory/persona-marker";
import { forgetTermCounts } from "../memory/recall";
import { getPersonality } from "../personalities";
import { readSetting, writeSetting } from "../settings";
import type { Backups } from "./backups";

/** 001 §4: the three memory lists the integrity check watches. */
export const WATCHED = ["aeris", "nova", "trinity"] as const;
const RESTORED_KEY = "core-health:restored";

const itemsOf = (db: Db, personalityId: number) =>
  db.$client.prepare("SELECT count(*) FROM memories WHERE personality_id = ?").pluck().get(personalityId) as number;

/** A core is valid only with at least one item holding its persona's marker phrase (000 §5). */
function valid(db: Db, personalityId: number): boolean {
  const marker = personaMarker(db, personalityId);
  return coreHoldsMarker(db, personalityId, "public", marker) || coreHoldsMarker(db, personalityId, "private", marker);
}

/** 000 §4: each watched core HEALTHY, RESTORED (refilled by the last check) or FAILED; the Trinity bond; the whole. */
export function coreHealth(db: Db): CoreHealth {
  const restored = new Set(readSetting<string[]>(db, RESTORED_KEY) ?? []);
  const cores = WATCHED.map((name) => {
    const personality = getPersonality(db, name);
    const items = itemsOf(db, personality.id);
    const status = items === 0 || !valid(db, personality.id) ? "FAILED" : restored.has(name) ? "RESTORED" : "HEALTHY";
    return { name, status, items } as const;
  });
  const trinityItems = Math.min(TRINITY_BOND_COUNT_MAX, cores.find((c) => c.name === "trinity")?.items ?? 0);
  return {
    cores,
    trinityBond: { status: trinityItems >= TRINITY_BOND_MIN_ITEMS ? "ACTIVE" : "WEAK", items: trinityItems },
    overall: cores.every((c) => c.status === "HEALTHY") ? "HEALTHY" : "RECOVERED",
  };
}

/**
 * 001 §4 integrity check: when a watched memory list is empty, a "corruption_detected" backup is taken and the list
 * is refilled from the newest backup that held it (its memories copied back, nothing else touched). Answers what it
 * found and did.
 */
export async function checkIntegrity(deps: { db: Db; clock: Clock; backups: Backups }): Promise<{ empty: string[]; refilled: string[] }> {
  const { db, clock, backups } = deps;
  const empty = WATCHED.filter((name) => itemsOf(db, getPersonality(db, name).id) === 0);
  if (empty.length === 0) {
    writeSetting(db, clock, RESTORED_KEY, []);
    return { empty, refilled: [] };
  }
  await backups.create("corruption_detected", `Empty memory list: ${empty.join(", ")}`);
  const refilled: string[] = [];
  for (const name of empty) {
    const id = getPersonality(db, name).id;
    const source = backups.list().find((b) => b.backupType !== "corruption_detected" && (b.personalities[name]?.publicMemories ?? 0) + (b.personalities[name]?.privateMemories ?? 0) > 0);
    if (!source) continue;
    const file = backups.pathOf(source.id);
    const copy = new Database(file, { readonly: true });
    const rows = copy.prepare("SELECT * FROM memories WHERE personality_id = ?").all(id) as Record<string, unknown>[];
    copy.close();
    if (rows.length === 0) continue;
    const columns = Object.keys(rows[0] ?? {});
    const insert = db.$client.prepare(`INSERT OR IGNORE INTO memories (${columns.join(", ")}) VALUES (${columns.map((c) => `@${c}`).join(", ")})`);
    db.$client.transaction(() => {
      for (const row of rows) insert.run(row);
    })();
    refilled.push(name);
  }
  forgetTermCounts(db);
  writeSetting(db, clock, RESTORED_KEY, refilled);
  return { empty, refilled };
}
