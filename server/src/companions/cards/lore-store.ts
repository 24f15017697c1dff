import { fillMacros } from "@contract/card-macros";
import { LORE_ENTRIES_USED, LORE_SCAN_DEPTH, LORE_SCAN_DEPTH_MAX, type Lorebook, type LoreEntry, type Unknowns } from "@contract/cards";
import type { LoreText } from "../../models/types";
import { ownerName } from "../../personas";
import type { Db } from "../../platform/db/connection";
import { preparedFor } from "../../platform/db/prepared";
import { matchLore } from "./lore-match";

type EntryRow = { keys: string; content: string; insertionOrder: number; enabled: number; rest: string };

const statements = preparedFor((db) => ({
  owners: db.$client.prepare<[], { id: number; name: string }>(
    "SELECT p.id, p.name FROM lore_books b JOIN personalities p ON p.id = b.personality_id ORDER BY p.id",
  ),
  book: db.$client.prepare<[number], { book: string }>("SELECT book FROM lore_books WHERE personality_id = ?"),
  /** Who `{{char}}` names in a personality's lore: a companion's name, else a seed's own name. */
  charName: db.$client
    .prepare<[number], string>(
      `SELECT coalesce(c.name, json_extract(p.profile, '$.name'), p.title) FROM personalities p
       LEFT JOIN companions c ON c.personality_id = p.id WHERE p.id = ?`,
    )
    .pluck(),
  entries: db.$client.prepare<[number, number], EntryRow>(
    `SELECT keys, content, insertion_order AS insertionOrder, enabled, rest FROM lore_entries
     WHERE personality_id = ? ORDER BY position LIMIT ?`,
  ),
  putBook: db.$client.prepare<[number, string]>(
    "INSERT INTO lore_books (personality_id, book) VALUES (?, ?) ON CONFLICT(personality_id) DO UPDATE SET book = excluded.book",
  ),
  dropBook: db.$client.prepare<[number]>("DELETE FROM lore_books WHERE personality_id = ?"),
  dropEntries: db.$client.prepare<[number]>("DELETE FROM lore_entries WHERE personality_id = ?"),
  putEntry: db.$client.prepare<[number, number, string, string, number, number, string]>(
    `INSERT INTO lore_entries (personality_id, position, keys, content, insertion_order, enabled, rest)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  ),
}));

/**
 * Keeps a card's lorebook as a personality's lore (null: it has none), replacing any it had. Call it inside the
 * transaction that creates the personality, so both are there or neither.
 */
export function keepLore(db: Db, personalityId: number, book: Lorebook | null): void {
  const s = statements(db);
  s.dropEntries.run(personalityId);
  s.dropBook.run(personalityId);
  if (!book) return;
  s.putBook.run(personalityId, JSON.stringify(book.rest));
  book.entries.forEach((e, i) => {
    s.putEntry.run(personalityId, i, JSON.stringify(e.keys), e.content, e.insertionOrder, e.enabled ? 1 : 0, JSON.stringify(e.rest));
  });
}

const entryOf = (r: EntryRow): LoreEntry => ({
  keys: JSON.parse(r.keys) as string[],
  content: r.content,
  insertionOrder: r.insertionOrder,
  enabled: r.enabled === 1,
  rest: JSON.parse(r.rest) as Unknowns,
});

/** A personality's lorebook, every field as it came (at most `limit` entries); null when it has none. */
export function loreBook(db: Db, personalityId: number, limit = -1): Lorebook | null {
  const s = statements(db);
  const row = s.book.get(personalityId);
  if (!row) return null;
  return { entries: s.entries.all(personalityId, limit).map(entryOf), rest: JSON.parse(row.book) as Unknowns };
}

/** Every lorebook the Citadel keeps, by its personality's name (a companion's slug), for the bulk export. */
export function allLore(db: Db): Record<string, Lorebook> {
  const books: Record<string, Lorebook> = {};
  for (const { id, name } of statements(db).owners.all()) {
    const book = loreBook(db, id);
    if (book) books[name] = book;
  }
  return books;
}

/** How many of the newest messages a book's lore is looked for in: its own `scan_depth` (bounded), else the Citadel's. */
function scanDepth(book: Lorebook): number {
  const asked = book.rest.scan_depth;
  return typeof asked === "number" && asked >= 1 ? Math.min(Math.floor(asked), LORE_SCAN_DEPTH_MAX) : LORE_SCAN_DEPTH;
}

/**
 * The lore a reply's request carries: the personality's entries whose keys appear in the newest messages (`recent`,
 * newest first: the owner's new message, then the conversation backwards), their macros filled ({{user}} is the owner,
 * {{char}} the personality: issue 38). Most personalities have no book, and that costs one lookup by key.
 */
export function loreFor(db: Db, personalityId: number, recent: readonly string[]): LoreText[] {
  const book = loreBook(db, personalityId, LORE_ENTRIES_USED);
  const lore = book ? matchLore(book.entries, recent.slice(0, scanDepth(book))) : [];
  if (lore.length === 0) return lore;
  const names = { char: statements(db).charName.get(personalityId) ?? "", user: ownerName(db) };
  return lore.map((l) => ({ ...l, content: fillMacros(l.content, names) }));
}
