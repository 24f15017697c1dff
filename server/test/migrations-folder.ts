import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type Database from "better-sqlite3";
import { readJournal } from "../src/platform/db/journal";
import { migrationsFolder } from "./harness";

export type FolderMigration = { tag: string; when: number; sql: string };

/** Today's migrations, in journal order (tag, when, text). */
export const todaysMigrations = (): FolderMigration[] => readJournal(migrationsFolder).map(({ tag, when, sql }) => ({ tag, when, sql }));

/** Today's migration of that tag. */
export function todays(tag: string): FolderMigration {
  const found = todaysMigrations().find((m) => m.tag === tag);
  if (!found) throw new Error(`no migration ${tag}`);
  return found;
}

/** Texts of migrations as commits before today's had them (server/test/former-migrations, or cut from today's). */
export const FORMER_TEXTS = {
  /** 4001af7: 0022 was 0022_character_cards. */
  characterCards: (): FolderMigration => ({
    ...todays("0022_lore"),
    tag: "0022_character_cards",
    sql: readFileSync(path.join(import.meta.dirname, "former-migrations/0022_character_cards.sql"), "utf8"),
  }),
  /** 72c803e and 210b241: 0023 without its last statement (exchanges.members, appended at af25e25). */
  companionsWithoutMembers: (): FolderMigration => {
    const today = todays("0023_companions");
    return { ...today, sql: today.sql.slice(0, today.sql.lastIndexOf("--> statement-breakpoint")) };
  },
};

/** Writes a migrations folder (a drizzle-kit journal and its files) holding `migrations` in that order. */
export function writeMigrationsFolder(folder: string, migrations: readonly FolderMigration[]): string {
  mkdirSync(path.join(folder, "meta"), { recursive: true });
  const entries = migrations.map((m, idx) => ({ idx, version: "6", when: m.when, tag: m.tag, breakpoints: true }));
  for (const m of migrations) writeFileSync(path.join(folder, `${m.tag}.sql`), m.sql);
  writeFileSync(path.join(folder, "meta/_journal.json"), JSON.stringify({ version: "7", dialect: "sqlite", entries }, null, 2));
  return folder;
}

/**
 * A database's schema as a comparable value: each table's columns (by name: a column added later stands last, in
 * whatever order the migrations ran), foreign keys and indexes, every trigger and view. Not the migrations' record.
 */
export function schemaOf(sqlite: Database.Database) {
  const objects = sqlite
    .prepare(
      "SELECT type, name, tbl_name AS tbl, sql FROM sqlite_master WHERE name NOT LIKE 'sqlite_%' AND name != '__drizzle_migrations' ORDER BY name",
    )
    .all() as { type: string; name: string; tbl: string; sql: string | null }[];
  const tables = Object.fromEntries(
    objects
      .filter((o) => o.type === "table")
      .map((t) => [
        t.name,
        {
          columns: (sqlite.prepare(`PRAGMA table_xinfo("${t.name}")`).all() as Record<string, unknown>[])
            .map(({ name, type, notnull, dflt_value, pk }) => ({ name, type, notnull, dflt_value, pk }))
            .sort((a, b) => String(a.name).localeCompare(String(b.name))),
          foreignKeys: sqlite.prepare(`PRAGMA foreign_key_list("${t.name}")`).all(),
        },
      ]),
  );
  const others = objects.filter((o) => o.type !== "table").map((o) => ({ ...o, sql: o.sql?.replace(/\s+/g, " ") ?? null }));
  return { tables, others };
}
