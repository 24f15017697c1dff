import { type CoreHealth, TRINITY_BOND_COUNT_MAX, TRINITY_BOND_MIN_ITEMS } from "@contract/backups";
import Database from "better-sqlite3";
import { coreHoldsMarker, forgetTermCounts, personaMarker } from "../../memory";
import { getPersonality } from "../../personas";
import type { Clock } from "../../platform/clock";
import type { Db } from "../../platform/db/connection";
import { readSetting, writeSetting } from "../../platform/settings";
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
 * 001 §4 integrity check, with 000 §4's repair: when a watched memory list is empty, or holds no item with its
 * persona's marker phrase, a "corruption_detected" backup is taken as found, and the list is refilled from the newest
 * backup that makes it whole again (its memories copied back beside what is there, nothing else touched). Answers
 * what it found and what it refilled.
 */
export async function checkIntegrity(deps: { db: Db; clock: Clock; backups: Backups }): Promise<{ broken: string[]; refilled: string[] }> {
  const { db, clock, backups } = deps;
  const broken = WATCHED.filter((name) => {
    const id = getPersonality(db, name).id;
    return itemsOf(db, id) === 0 || !valid(db, id);
  });
  if (broken.length === 0) {
    writeSetting(db, clock, RESTORED_KEY, []);
    return { broken, refilled: [] };
  }
  await backups.create("corruption_detected", `Memory list empty or without its marker: ${broken.join(", ")}`);
  const refilled: string[] = [];
  for (const name of broken) {
    const id = getPersonality(db, name).id;
    const sources = backups.list().filter((b) => b.backupType !== "corruption_detected" && b.backupType !== "pre_restore");
    for (const source of sources) {
      copyMemories(db, backups.pathOf(source.id), id);
      if (itemsOf(db, id) > 0 && valid(db, id)) {
        refilled.push(name);
        break;
      }
    }
  }
  forgetTermCounts(db);
  writeSetting(db, clock, RESTORED_KEY, refilled);
  return { broken, refilled };
}

/** Copies a personality's memories back from a backup's snapshot, beside those there (an id already there is kept). */
function copyMemories(db: Db, file: string, personalityId: number) {
  const copy = new Database(file, { readonly: true });
  const rows = copy.prepare("SELECT * FROM memories WHERE personality_id = ?").all(personalityId) as Record<string, unknown>[];
  copy.close();
  const columns = Object.keys(rows[0] ?? {});
  if (columns.length === 0) return;
  const insert = db.$client.prepare(
    `INSERT OR IGNORE INTO memories (${columns.join(", ")}) VALUES (${columns.map((c) => `@${c}`).join(", ")})`,
  );
  db.$client.transaction(() => {
    for (const row of rows) insert.run(row);
  })();
}
