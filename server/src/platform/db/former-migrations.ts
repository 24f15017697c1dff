import type Database from "better-sqlite3";
import { DatabaseRefused } from "./database-refused";

/**
 * A migration whose text was changed after commits had applied it (never one a release shipped: released ones are
 * frozen, server/src/platform/db/releases.ts). A database that applied the former text is mended to what
 * today's text makes, then counts as having applied it.
 */
export type FormerMigration = {
  tag: string;
  /** The SHA-256 drizzle's migrator stored for the former text. */
  sha256: string;
  /** Where that text was committed. */
  commits: string;
  /** What today's text makes that the former one did not, done on a database that applied the former one. */
  mend: (sqlite: Database.Database) => void;
};

const hasColumn = (sqlite: Database.Database, table: string, column: string) =>
  (sqlite.prepare(`PRAGMA table_info("${table}")`).all() as { name: string }[]).some((c) => c.name === column);

export const FORMER_MIGRATIONS: readonly FormerMigration[] = [
  {
    // Named 0022_character_cards then: a character_cards table (which no route ever wrote) instead of lore_books.
    tag: "0022_lore",
    sha256: "a417105d2e858cb75206d400de4f69fc37d8a5ff8589ebdf09a80750eab84e67",
    commits: "4001af7",
    mend: (sqlite) => {
      const cards = sqlite.prepare("SELECT count(*) FROM character_cards").pluck().get() as number;
      if (cards > 0) {
        throw new DatabaseRefused(
          `This database holds ${cards} row(s) in character_cards, a table of a development build (4001af7) that no release ` +
            "had: it cannot be brought up to date safely. Restore a backup made by a release.",
        );
      }
      sqlite.exec(
        `DROP TABLE character_cards;
        CREATE TABLE lore_books (
          personality_id integer PRIMARY KEY NOT NULL,
          book text NOT NULL,
          FOREIGN KEY (personality_id) REFERENCES personalities(id) ON UPDATE no action ON DELETE cascade
        );`,
      );
    },
  },
  {
    // Committed without exchanges.members at first; the column was appended to the same file later (af25e25).
    tag: "0023_companions",
    sha256: "de8c9349d60ffdcab65736f50c317bd1caba2c66e9d126da0b6733484566cb59",
    commits: "72c803e, 210b241",
    mend: (sqlite) => {
      if (!hasColumn(sqlite, "exchanges", "members")) sqlite.exec("ALTER TABLE exchanges ADD members text");
    },
  },
];
