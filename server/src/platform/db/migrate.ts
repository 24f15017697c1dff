import type Database from "better-sqlite3";
import { DatabaseRefused } from "./database-refused";
import { FORMER_MIGRATIONS, type FormerMigration } from "./former-migrations";
import { type JournalMigration, sameText } from "./journal";
import { readStamp, versionName, versionNumber, writeStamp } from "./version-stamp";

/** drizzle's record of applied migrations, kept as it was: a row per migration, its text's hash and its journal `when`. */
const MIGRATIONS_TABLE = "__drizzle_migrations";

/** A row of `__drizzle_migrations`. */
export type AppliedRow = { hash: string; createdAt: number };

/** What opening a database file will do to it. */
export type MigrationPlan = {
  /** Migrations of the journal the file has not applied, in journal order (whatever their `when`). */
  apply: JournalMigration[];
  /** Migrations it applied from a former text, to be brought to what today's text makes. */
  mend: { migration: JournalMigration; former: FormerMigration }[];
  /** A new file: nothing applied yet. */
  fresh: boolean;
  /** The version recorded in the file (0: none), and ours. */
  stamp: number;
  ours: number;
};

const ADVICE = "Start that Citadel again, or restore a backup made by this one. Nothing was changed.";

/**
 * Compares the migrations a database applied with the journal, by name: a row is the journal's migration of the same
 * `when` (drizzle's `created_at`), or failing that of the same text. Everything not applied is applied, a middle one
 * too (drizzle's own migrator applied only those later than the newest applied, and skipped the rest for good). A
 * file stamped by a newer Citadel, or holding migrations this one does not know or applied from a text it does not
 * know, is refused, saying which; nothing is changed then.
 */
export function planMigrations(
  journal: readonly JournalMigration[],
  rows: readonly AppliedRow[],
  stamp: number,
  version: string,
  former: readonly FormerMigration[] = FORMER_MIGRATIONS,
): MigrationPlan {
  const ours = versionNumber(version);
  if (stamp > ours) {
    throw new DatabaseRefused(
      `This database was last opened by Citadel ${versionName(stamp)}, newer than this one (${version}): it may hold what ` +
        `this version cannot read. ${ADVICE}`,
    );
  }
  const applied = new Set<string>();
  const mend: MigrationPlan["mend"] = [];
  const unknown: AppliedRow[] = [];
  const changed: string[] = [];
  for (const row of rows) {
    const migration = journal.find((m) => m.when === row.createdAt) ?? journal.find((m) => sameText(row.hash, m.sha256, m.sql));
    if (!migration) unknown.push(row);
    else if (sameText(row.hash, migration.sha256, migration.sql)) applied.add(migration.tag);
    else {
      const was = former.find((f) => f.tag === migration.tag && f.sha256 === row.hash);
      if (was) {
        mend.push({ migration, former: was });
        applied.add(migration.tag);
      } else changed.push(`${migration.tag} (hash ${row.hash.slice(0, 12)})`);
    }
  }
  if (unknown.length > 0) {
    throw new DatabaseRefused(
      `This database has ${unknown.length} migration(s) this Citadel (${version}) does not have ` +
        `(${unknown.map((r) => r.createdAt).join(", ")}): a newer version or another build made it. ${ADVICE}`,
    );
  }
  if (changed.length > 0) {
    throw new DatabaseRefused(
      `This database applied ${changed.join(", ")} from a text other than this Citadel's (${version}): another build made ` +
        `it. ${ADVICE}`,
    );
  }
  return { apply: journal.filter((m) => !applied.has(m.tag)), mend, fresh: rows.length === 0, stamp, ours };
}

/** Reads what a database file applied and the version that last opened it (reading only). */
export function readApplied(sqlite: Database.Database): { rows: AppliedRow[]; stamp: number } {
  const stamp = readStamp(sqlite);
  const exists = sqlite.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(MIGRATIONS_TABLE);
  if (!exists) return { rows: [], stamp };
  const rows = sqlite.prepare(`SELECT hash, created_at AS createdAt FROM ${MIGRATIONS_TABLE} ORDER BY rowid`).all() as AppliedRow[];
  return { rows: rows.map((r) => ({ hash: r.hash, createdAt: Number(r.createdAt) })), stamp };
}

const foreignKeyProblems = (sqlite: Database.Database) => (sqlite.pragma("foreign_key_check") as unknown[]).length;

/**
 * Carries out a plan in one transaction (all of it or nothing), with foreign keys off as SQLite asks for schema changes
 * (a migration that rebuilds a table must not cascade deletes into the rows that point to it), checked before the
 * commit: a migration that leaves rows pointing nowhere is undone. Records our version. Answers what it did, in lines.
 */
export function applyPlan(sqlite: Database.Database, plan: MigrationPlan, version: string): string[] {
  if (plan.apply.length === 0 && plan.mend.length === 0 && plan.stamp === plan.ours) return [];
  sqlite.pragma("foreign_keys = OFF");
  try {
    sqlite
      .transaction(() => {
        const before = plan.apply.length + plan.mend.length > 0 ? foreignKeyProblems(sqlite) : 0;
        sqlite.exec(`CREATE TABLE IF NOT EXISTS ${MIGRATIONS_TABLE} (id SERIAL PRIMARY KEY, hash text NOT NULL, created_at numeric)`);
        for (const { migration, former } of plan.mend) {
          former.mend(sqlite);
          sqlite.prepare(`UPDATE ${MIGRATIONS_TABLE} SET hash = ? WHERE created_at = ?`).run(migration.sha256, migration.when);
        }
        for (const migration of plan.apply) {
          try {
            sqlite.exec(migration.sql);
          } catch (error) {
            throw new Error(`Migration ${migration.tag} failed, and nothing was changed: ${(error as Error).message}`);
          }
          sqlite.prepare(`INSERT INTO ${MIGRATIONS_TABLE} (hash, created_at) VALUES (?, ?)`).run(migration.sha256, migration.when);
        }
        const after = plan.apply.length + plan.mend.length > 0 ? foreignKeyProblems(sqlite) : 0;
        if (after > before) throw new Error(`The migrations left ${after - before} row(s) pointing nowhere; nothing was changed`);
        writeStamp(sqlite, version);
      })
      .immediate();
  } finally {
    sqlite.pragma("foreign_keys = ON");
  }
  if (plan.fresh) return [`A new database, made by Citadel ${version} (${plan.apply.length} migrations)`];
  return [
    ...plan.mend.map(({ migration, former }) => `Migration ${migration.tag} was brought up to date (applied as at ${former.commits})`),
    ...(plan.apply.length > 0 ? [`Migrations applied: ${plan.apply.map((m) => m.tag).join(", ")}`] : []),
    ...(plan.stamp !== plan.ours
      ? [`Database opened by Citadel ${version} (before: ${plan.stamp ? versionName(plan.stamp) : "0.1.0 or earlier"})`]
      : []),
  ];
}
