import { createHash } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { drizzle } from "drizzle-orm/better-sqlite3";
import { migrate as drizzleMigrate } from "drizzle-orm/better-sqlite3/migrator";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { migrationsFolder } from "../../../test/harness";
import {
  FORMER_TEXTS,
  type FolderMigration,
  schemaOf,
  todays,
  todaysMigrations,
  writeMigrationsFolder,
} from "../../../test/migrations-folder";
import { APP_VERSION } from "../app-version";
import { openDatabase } from "./connection";
import { DatabaseRefused } from "./database-refused";
import { FORMER_MIGRATIONS } from "./former-migrations";
import { migrationHash, readJournal } from "./journal";
import { readApplied } from "./migrate";
import { versionName, versionNumber } from "./version-stamp";

let dir: string;
let folders = 0;
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), "citadel-migrate-"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const folderOf = (migrations: readonly FolderMigration[]) => writeMigrationsFolder(path.join(dir, `migrations-${folders++}`), migrations);

/** Starts a build of that time on `file`: drizzle's own migrator (which skips what is older than the newest applied). */
function startAsBefore(file: string, migrations: readonly FolderMigration[]) {
  const sqlite = new Database(file);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("foreign_keys = ON");
  drizzleMigrate(drizzle(sqlite), { migrationsFolder: folderOf(migrations) });
  sqlite.close();
}

/** Opens `file` with today's migrator and migrations, and closes it; answers what it told. */
function openToday(file: string, folder = migrationsFolder): string[] {
  const lines: string[] = [];
  openDatabase(file, folder, { log: (line) => lines.push(line) }).$client.close();
  return lines;
}

const columnsOf = (file: string, table: string) => {
  const sqlite = new Database(file);
  const names = (sqlite.prepare(`PRAGMA table_info("${table}")`).all() as { name: string }[]).map((c) => c.name);
  sqlite.close();
  return names;
};
const schemaOfFile = (file: string) => {
  const sqlite = new Database(file);
  const schema = schemaOf(sqlite);
  sqlite.close();
  return schema;
};
const appliedOf = (file: string) => {
  const sqlite = new Database(file);
  const applied = readApplied(sqlite);
  sqlite.close();
  return applied;
};
const sha256OfFile = (file: string) => createHash("sha256").update(readFileSync(file)).digest("hex");

/** A database made today from nothing: what every older one must become. */
function todaysSchema() {
  const file = path.join(dir, "fresh.sqlite");
  openToday(file);
  return schemaOfFile(file);
}

const upTo0016 = () => todaysMigrations().filter((m) => m.tag < "0017");
/** The migrations of the commits between 4001af7 and 18dfc79 (issue 39), each as that commit had them. */
const COMMITS: [string, () => FolderMigration[]][] = [
  ["4001af7", () => [...upTo0016(), FORMER_TEXTS.characterCards()]],
  ["4f967dc", () => [...upTo0016(), todays("0022_lore")]],
  ["6827b65", () => [...upTo0016(), todays("0020_follow_ups"), todays("0022_lore")]],
  ["72c803e", () => [...upTo0016(), todays("0020_follow_ups"), todays("0022_lore"), FORMER_TEXTS.companionsWithoutMembers()]],
  [
    "210b241",
    () => [
      ...upTo0016(),
      todays("0017_memory_notes"),
      todays("0020_follow_ups"),
      todays("0022_lore"),
      FORMER_TEXTS.companionsWithoutMembers(),
    ],
  ],
  ["af25e25", () => [...upTo0016(), ...["0017_memory_notes", "0020_follow_ups", "0022_lore", "0023_companions"].map(todays)]],
  [
    "18dfc79",
    () => [
      ...upTo0016(),
      ...["0017_memory_notes", "0020_follow_ups", "0021_push_subscriptions", "0022_lore", "0023_companions"].map(todays),
    ],
  ],
];

describe("migrations applied by name", () => {
  it("the former texts are those the commits had (their hashes are those their databases hold)", () => {
    expect(FORMER_MIGRATIONS.map((f) => f.sha256)).toEqual([
      migrationHash(FORMER_TEXTS.characterCards().sql),
      migrationHash(FORMER_TEXTS.companionsWithoutMembers().sql),
    ]);
  });

  it.each(COMMITS)(
    "a database made at %s gets every migration it lacks and today's schema, and nothing more at the next start",
    (_, at) => {
      const file = path.join(dir, "citadel.sqlite");
      startAsBefore(file, at());
      openToday(file);
      expect(schemaOfFile(file)).toEqual(todaysSchema());
      const journal = readJournal(migrationsFolder);
      expect(appliedOf(file).rows).toEqual(expect.arrayContaining(journal.map((m) => ({ hash: m.sha256, createdAt: m.when }))));
      expect(appliedOf(file).rows).toHaveLength(journal.length);
      expect(openToday(file)).toEqual([]);
    },
  );

  it("a database started once at each of those commits, which skipped 0017, 0020 and 0021, gets them, and the mended 0022 and 0023", () => {
    const file = path.join(dir, "citadel.sqlite");
    for (const [, at] of COMMITS) startAsBefore(file, at());
    expect(columnsOf(file, "memories")).not.toContain("note_kind");
    expect(columnsOf(file, "follow_ups")).toEqual([]);
    expect(columnsOf(file, "push_subscriptions")).toEqual([]);
    expect(columnsOf(file, "exchanges")).not.toContain("members");
    expect(columnsOf(file, "lore_books")).toEqual([]);
    expect(openToday(file)).toEqual([
      "Migration 0022_lore was brought up to date (applied as at 4001af7)",
      "Migration 0023_companions was brought up to date (applied as at 72c803e, 210b241)",
      "Migrations applied: 0017_memory_notes, 0019_reply_interrupted, 0020_follow_ups, 0021_push_subscriptions",
      `Database opened by Citadel ${APP_VERSION} (before: 0.1.0 or earlier)`,
    ]);
    expect(columnsOf(file, "character_cards")).toEqual([]);
    expect(schemaOfFile(file)).toEqual(todaysSchema());
  });

  it("a middle migration is applied even when a later one was applied first (0019 on a database from 18dfc79)", () => {
    const file = path.join(dir, "citadel.sqlite");
    startAsBefore(file, COMMITS[6]?.[1]() ?? []);
    // The commit that brought 0019: drizzle's migrator skips it, its `when` being older than 0023's.
    startAsBefore(file, todaysMigrations());
    expect(columnsOf(file, "messages")).not.toContain("interrupted");
    expect(openToday(file)).toContain("Migrations applied: 0019_reply_interrupted");
    expect(columnsOf(file, "messages")).toContain("interrupted");
  });

  it("0023 applied before exchanges.members was appended to it gets the column", () => {
    const file = path.join(dir, "citadel.sqlite");
    startAsBefore(file, COMMITS[3]?.[1]() ?? []);
    expect(columnsOf(file, "exchanges")).not.toContain("members");
    openToday(file);
    expect(columnsOf(file, "exchanges")).toContain("members");
  });

  it("a migration added after today's is applied to a database of today, and recorded by its name", () => {
    const file = path.join(dir, "citadel.sqlite");
    openToday(file);
    const last = todaysMigrations().at(-1) as FolderMigration;
    const next = { tag: "9999_next", when: last.when + 1, sql: "ALTER TABLE `settings` ADD `note` text;" };
    expect(openToday(file, folderOf([...todaysMigrations(), next]))).toContain("Migrations applied: 9999_next");
    expect(columnsOf(file, "settings")).toContain("note");
    expect(appliedOf(file).rows.at(-1)).toEqual({ hash: migrationHash(next.sql), createdAt: next.when });
  });
});

describe("what is refused, with nothing changed", () => {
  /** A database of today, closed, its bytes and its record; then `open` must throw `message` and leave them as they were. */
  function expectRefusedUnchanged(file: string, open: () => unknown, message: RegExp) {
    const before = { bytes: sha256OfFile(file), applied: appliedOf(file) };
    expect(open).toThrow(DatabaseRefused);
    expect(open).toThrow(message);
    expect({ bytes: sha256OfFile(file), applied: appliedOf(file) }).toEqual(before);
    expect(existsSync(`${file}-wal`)).toBe(false);
  }
  const todaysFile = () => {
    const file = path.join(dir, "citadel.sqlite");
    openToday(file);
    return file;
  };
  const alter = (file: string, change: (sqlite: Database.Database) => void) => {
    const sqlite = new Database(file);
    change(sqlite);
    sqlite.close();
  };

  it("records the version that opened the file", () => {
    expect(versionName(appliedOf(todaysFile()).stamp)).toBe(APP_VERSION);
  });

  it("an older Citadel refuses a database a newer one opened, saying which", () => {
    const file = todaysFile();
    const older = "0.1.9";
    expectRefusedUnchanged(
      file,
      () => openDatabase(file, migrationsFolder, { version: older }),
      new RegExp(`last opened by Citadel ${APP_VERSION.replaceAll(".", "\\.")}, newer than this one \\(0\\.1\\.9\\)`),
    );
  });

  it("this Citadel refuses a database written by a newer version (the version recorded higher), saying which", () => {
    const file = todaysFile();
    alter(file, (sqlite) => sqlite.pragma(`user_version = ${versionNumber("7.3.1")}`));
    expectRefusedUnchanged(file, () => openToday(file), /last opened by Citadel 7\.3\.1, newer than this one/);
  });

  it("refuses a database holding a migration it does not have", () => {
    const file = todaysFile();
    alter(file, (sqlite) => sqlite.prepare("INSERT INTO __drizzle_migrations (hash, created_at) VALUES ('future', 9999999999999)").run());
    expectRefusedUnchanged(file, () => openToday(file), /1 migration\(s\) this Citadel .* does not have \(9999999999999\)/);
  });

  it("refuses a database that applied one of its migrations from another text", () => {
    const file = todaysFile();
    const m = todays("0005_memory_bond_index");
    alter(file, (sqlite) => sqlite.prepare("UPDATE __drizzle_migrations SET hash = 'abc' WHERE created_at = ?").run(m.when));
    expectRefusedUnchanged(file, () => openToday(file), /applied 0005_memory_bond_index \(hash abc\) from a text other than/);
  });

  it("a migration that fails leaves the file as it was, the ones before it too, and says which failed", () => {
    const file = todaysFile();
    const last = todaysMigrations().at(-1) as FolderMigration;
    const good = { tag: "9998_good", when: last.when + 1, sql: "ALTER TABLE `settings` ADD `note` text;" };
    const bad = { tag: "9999_bad", when: last.when + 2, sql: "ALTER TABLE `no_such_table` ADD `x` text;" };
    const before = { bytes: sha256OfFile(file), applied: appliedOf(file) };
    expect(() => openToday(file, folderOf([...todaysMigrations(), good, bad]))).toThrow(
      /Migration 9999_bad failed, and nothing was changed/,
    );
    expect({ bytes: sha256OfFile(file), applied: appliedOf(file) }).toEqual(before);
    expect(columnsOf(file, "settings")).not.toContain("note");
  });
});

describe("how migrations run", () => {
  /** A parent and a child pointing to it (cascading), a row of each made; answers the file and its first migration. */
  function parentAndChild() {
    const file = path.join(dir, "db.sqlite");
    const first = {
      tag: "0000_first",
      when: 1,
      sql: "CREATE TABLE parent (id integer PRIMARY KEY, name text);--> statement-breakpoint\nCREATE TABLE child (id integer PRIMARY KEY, parent_id integer REFERENCES parent(id) ON DELETE CASCADE);",
    };
    const db = openDatabase(file, folderOf([first]));
    db.$client.exec("INSERT INTO parent VALUES (1, 'a'); INSERT INTO child VALUES (1, 1), (2, 1);");
    db.$client.close();
    return { file, first };
  }
  const countOf = (db: ReturnType<typeof openDatabase>, table: string) => db.$client.prepare(`SELECT count(*) FROM ${table}`).pluck().get();

  it("with foreign keys off: a migration that rebuilds a table keeps the rows pointing to it (no cascade)", () => {
    const { file, first } = parentAndChild();
    // As drizzle-kit writes a table's rebuild (its PRAGMA lines do nothing inside the migrations' transaction).
    const rebuild = {
      tag: "0001_rebuild",
      when: 2,
      sql: [
        "PRAGMA foreign_keys=OFF;",
        "CREATE TABLE `__new_parent` (id integer PRIMARY KEY, name text NOT NULL DEFAULT '');",
        "INSERT INTO `__new_parent`(id, name) SELECT id, name FROM `parent`;",
        "DROP TABLE `parent`;",
        "ALTER TABLE `__new_parent` RENAME TO `parent`;",
        "PRAGMA foreign_keys=ON;",
      ].join("--> statement-breakpoint\n"),
    };
    const after = openDatabase(file, folderOf([first, rebuild]));
    expect(countOf(after, "child")).toBe(2);
    expect(after.$client.pragma("foreign_keys", { simple: true })).toBe(1);
    after.$client.close();
  });

  it("a migration that would leave rows pointing nowhere is undone", () => {
    const { file, first } = parentAndChild();
    const orphaning = { tag: "0001_orphaning", when: 2, sql: "DELETE FROM parent;" };
    expect(() => openDatabase(file, folderOf([first, orphaning]))).toThrow(/left 2 row\(s\) pointing nowhere/);
    const again = openDatabase(file, folderOf([first]));
    expect([countOf(again, "parent"), countOf(again, "child")]).toEqual([1, 2]);
    again.$client.close();
  });

  it("refuses a journal with two entries of the same `when`, naming them; applies by name one whose `when` is older", () => {
    const [a, b] = todaysMigrations();
    if (!a || !b) throw new Error("no migrations");
    expect(() => readJournal(folderOf([a, { ...b, when: a.when }]))).toThrow(
      `Migration ${b.tag} has the same "when" (${a.when}) as ${a.tag}`,
    );
    const file = path.join(dir, "db.sqlite");
    openToday(file, folderOf([a]));
    expect(openToday(file, folderOf([a, { ...b, when: 1 }]))).toContain(`Migrations applied: ${b.tag}`);
  });

  it("versions are recorded as numbers and read back", () => {
    expect(versionName(versionNumber("0.2.0"))).toBe("0.2.0");
    expect(versionName(versionNumber("12.345.678"))).toBe("12.345.678");
    expect(versionNumber("1.0.0")).toBeGreaterThan(versionNumber("0.999.999"));
    expect(() => versionNumber("1.2")).toThrow();
  });
});
