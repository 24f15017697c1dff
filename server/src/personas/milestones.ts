import type { Milestones } from "@contract/artifacts";
import type { Db } from "../platform/db/connection";

/** The owner's figures the Artifacts Vault measures its milestones against, counted in the database. */
export function milestones(db: Db): Milestones {
  const sql = db.$client;
  const count = (query: string) => (sql.prepare(query).get() as { n: number }).n;
  const perPersonality = sql
    .prepare(
      `SELECT p.name, count(m.id) AS n FROM personalities p
       LEFT JOIN messages m ON m.personality_id = p.id AND m.deleted_at IS NULL AND m.status = 'complete'
       GROUP BY p.id`,
    )
    .all() as { name: string; n: number }[];
  return {
    messages: Object.fromEntries(perPersonality.map((r) => [r.name, r.n])),
    councils: count("SELECT count(*) AS n FROM exchanges WHERE kind = 'council' AND status = 'done'"),
    journalDays: count("SELECT count(DISTINCT day) AS n FROM journal_entries WHERE kind <> 'monthly'"),
    backups: count("SELECT count(*) AS n FROM backups"),
    unveiledMessages: count(
      "SELECT count(*) AS n FROM messages WHERE is_from_ai = 0 AND consciousness_mode = 'unveiled' AND deleted_at IS NULL",
    ),
  };
}
