import { type CharacterCard, LORE_SCAN_DEPTH, LORE_SCAN_DEPTH_MAX, type LoreEntry, type Unknowns } from "@contract/cards";
import type { LoreText } from "../../ai/types";
import type { Db } from "../../db/connection";
import { preparedFor } from "../../db/prepared";
import { matchLore } from "./lore-match";

type EntryRow = { keys: string; content: string; insertionOrder: number; enabled: number; rest: string };

const statements = preparedFor((db) => ({
  card: db.$client.prepare<[number], { card: string }>("SELECT card FROM character_cards WHERE personality_id = ?"),
  entries: db.$client.prepare<[number], EntryRow>(
    `SELECT keys, content, insertion_order AS insertionOrder, enabled, rest FROM lore_entries
     WHERE personality_id = ? ORDER BY position`,
  ),
  hasLore: db.$client.prepare<[number], { n: number }>("SELECT count(*) AS n FROM lore_entries WHERE personality_id = ? AND enabled = 1"),
  putCard: db.$client.prepare<[number, string, string]>(
    `INSERT INTO character_cards (personality_id, card, imported_at) VALUES (?, ?, ?)
     ON CONFLICT(personality_id) DO UPDATE SET card = excluded.card, imported_at = excluded.imported_at`,
  ),
  dropEntries: db.$client.prepare<[number]>("DELETE FROM lore_entries WHERE personality_id = ?"),
  putEntry: db.$client.prepare<[number, number, string, string, number, number, string]>(
    `INSERT INTO lore_entries (personality_id, position, keys, content, insertion_order, enabled, rest)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  ),
}));

/**
 * Keeps a card with its personality: the card without its lore entries in `character_cards`, each entry a row of
 * `lore_entries`. Call it inside the transaction that creates the personality, so both are there or neither.
 */
export function keepCard(db: Db, personalityId: number, card: CharacterCard, at: string): void {
  const s = statements(db);
  const { characterBook, ...rest } = card;
  const stored = { ...rest, characterBook: characterBook ? { entries: [], rest: characterBook.rest } : null };
  s.putCard.run(personalityId, JSON.stringify(stored), at);
  s.dropEntries.run(personalityId);
  characterBook?.entries.forEach((e, i) => {
    s.putEntry.run(personalityId, i, JSON.stringify(e.keys), e.content, e.insertionOrder, e.enabled ? 1 : 0, JSON.stringify(e.rest));
  });
}

function loreEntries(db: Db, personalityId: number): LoreEntry[] {
  return statements(db)
    .entries.all(personalityId)
    .map((r) => ({
      keys: JSON.parse(r.keys) as string[],
      content: r.content,
      insertionOrder: r.insertionOrder,
      enabled: r.enabled === 1,
      rest: JSON.parse(r.rest) as Unknowns,
    }));
}

/** The card kept with a personality, its lore entries back in their book; null when it came from no card. */
export function keptCard(db: Db, personalityId: number): CharacterCard | null {
  const row = statements(db).card.get(personalityId);
  if (!row) return null;
  const card = JSON.parse(row.card) as CharacterCard;
  return card.characterBook ? { ...card, characterBook: { ...card.characterBook, entries: loreEntries(db, personalityId) } } : card;
}

/** How many of the newest messages a book's lore is looked for in: its own `scan_depth` (bounded), else the Citadel's. */
function scanDepth(card: CharacterCard | null): number {
  const asked = card?.characterBook?.rest.scan_depth;
  return typeof asked === "number" && asked >= 1 ? Math.min(Math.floor(asked), LORE_SCAN_DEPTH_MAX) : LORE_SCAN_DEPTH;
}

/**
 * The lore a reply's request carries: the personality's entries whose keys appear in the newest messages (`recent`,
 * newest first: the owner's new message, then the conversation backwards). Most personalities have none, and that
 * costs one indexed count.
 */
export function loreFor(db: Db, personalityId: number, recent: readonly string[]): LoreText[] {
  if ((statements(db).hasLore.get(personalityId)?.n ?? 0) === 0) return [];
  const card = keptCard(db, personalityId);
  return matchLore(loreEntries(db, personalityId), recent.slice(0, scanDepth(card)));
}
