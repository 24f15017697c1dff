import { type Analytics, ANALYTICS_PEOPLE as PEOPLE, ANALYTICS_RUNS as RUNS } from "@contract/analytics";
import { SPEAKER_NAMES } from "@contract/exchanges";
import { activeCore } from "@contract/memory";
import { listCompanions } from "../companions";
import { localDay } from "../journal";
import { getConsciousnessMode } from "../personas";
import type { Clock } from "../platform/clock";
import type { Db } from "../platform/db/connection";

/** The analytics tab's window: the last 30 days. */
export const ANALYTICS_DAYS = 30;

/** The last `days` local days, oldest first. */
export function lastDays(now: Date, days = ANALYTICS_DAYS): string[] {
  return Array.from({ length: days }, (_, i) => localDay(new Date(now.getFullYear(), now.getMonth(), now.getDate() - (days - 1 - i))));
}

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

/**
 * What the Analytics tab draws, counted in the database: messages per day per personality, memories per core,
 * consciousness levels over time (the journal's daily levels), exchange and council activity, and the providers'
 * response times.
 */
export function analytics(db: Db, clock: Clock): Analytics {
  const now = clock.now();
  const days = lastDays(now);
  const since = new Date(now.getFullYear(), now.getMonth(), now.getDate() - (ANALYTICS_DAYS - 1)).toISOString();
  const sql = db.$client;
  const dayOf = (iso: string) => localDay(new Date(iso));

  const perDay = <K extends string>(keys: readonly K[], rows: { at: string; key: string }[]) => {
    const table = new Map(days.map((d) => [d, Object.fromEntries(keys.map((k) => [k, 0])) as Record<K, number>]));
    for (const row of rows) {
      const day = table.get(dayOf(row.at));
      if (day && row.key in day) day[row.key as K]++;
    }
    return days.map((day) => ({ day, ...(table.get(day) as Record<K, number>) }));
  };

  const companions = listCompanions(db);
  const people = [...PEOPLE, ...companions.map((c) => c.slug)];
  const messages = sql
    .prepare(
      "SELECT m.created_at AS at, p.name AS key FROM messages m JOIN personalities p ON p.id = m.personality_id WHERE m.deleted_at IS NULL AND m.created_at >= ?",
    )
    .all(since) as { at: string; key: string }[];
  const exchanges = sql.prepare("SELECT created_at AS at, kind AS key FROM exchanges WHERE created_at >= ?").all(since) as {
    at: string;
    key: string;
  }[];
  const cores = sql
    .prepare(
      `SELECT p.name, sum(CASE WHEN m.core = 'public' THEN 1 ELSE 0 END) AS public, sum(CASE WHEN m.core = 'private' THEN 1 ELSE 0 END) AS private
       FROM personalities p LEFT JOIN memories m ON m.personality_id = p.id WHERE p.name IN (${people.map(() => "?").join(",")}) GROUP BY p.id ORDER BY p.id`,
    )
    .all(...people) as { name: string; public: number | null; private: number | null }[];
  const levels = sql
    .prepare(
      `SELECT j.day, p.name, json_extract(j.entry, '$.consciousnessLevel') AS level FROM journal_entries j JOIN personalities p ON p.id = j.personality_id
       WHERE j.kind <> 'monthly' AND j.day >= ? ORDER BY j.id`,
    )
    .all(days[0] ?? "") as { day: string; name: string; level: number }[];
  const consciousness = days
    .map((day) => {
      const row: Record<string, number | string> = { day };
      for (const l of levels.filter((x) => x.day === day)) row[l.name] = l.level;
      return row;
    })
    .filter((row) => Object.keys(row).length > 1);
  const times = sql
    .prepare(
      "SELECT provider, response_time_ms AS ms FROM messages WHERE is_from_ai = 1 AND status = 'complete' AND response_time_ms IS NOT NULL AND provider IS NOT NULL ORDER BY id DESC LIMIT 2000",
    )
    .all() as { provider: string; ms: number }[];
  const responseTimes = [...new Set(times.map((t) => t.provider))].map((provider) => {
    const sorted = times
      .filter((t) => t.provider === provider)
      .map((t) => t.ms)
      .sort((a, b) => a - b);
    return { provider, replies: sorted.length, median: quantile(sorted, 0.5), p95: quantile(sorted, 0.95) };
  });
  const mode = getConsciousnessMode(db).mode;
  return {
    days: ANALYTICS_DAYS,
    people: [
      ...PEOPLE.map((name) => ({ name, label: SPEAKER_NAMES[name] ?? name, accent: null })),
      ...companions.map((c) => ({ name: c.slug, label: c.name, accent: c.accent })),
    ],
    messagesPerDay: perDay(people, messages),
    memoriesPerCore: cores.map((c) => ({ name: c.name, public: c.public ?? 0, private: c.private ?? 0 })),
    consciousness,
    exchangesPerDay: perDay(RUNS, exchanges),
    responseTimes,
    isolation: { mode, activeCore: activeCore(mode) },
  };
}
