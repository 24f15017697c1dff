import type { Milestones } from "@contract/artifacts";
import type { Db } from "../platform/db/connection";

/** The owner's figures the Artifacts Vault measures its milestones against, counted in the database. */
export function milestones(db: Db): Milestones {
  const sql = db.$client;
  const count = (query: string) => (sql.prepare(query).get() as { n: number }).n;
  // The messages exchanged with each, as every page counts them (contract/glossary.ts), kept by moment_counts.
  const perPersonality = sql
    .prepare("SELECT p.name, c.messages AS n FROM personalities p JOIN moment_counts c ON c.personality_id = p.id")
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
