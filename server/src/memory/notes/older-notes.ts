import { SPEAKER_NAMES } from "@contract/exchanges";
import type { NotesWriter, OlderNotesOffer } from "@contract/memory-notes";
import { PROVIDER_LABELS } from "@contract/provider";
import { chosenServer, readProviderSettings } from "../../models/connection/provider-settings";
import { OPENAI_BASE_URL } from "../../models/providers/openai-chat-provider";
import type { ProviderRegistry } from "../../models/providers/provider-registry";
import type { Clock } from "../../platform/clock";
import type { Db } from "../../platform/db/connection";
import { preparedFor } from "../../platform/db/prepared";
import { readSetting, writeSetting } from "../../platform/settings";

/**
 * Older conversations (issue 39): what the owner said before this installation noted its conversations by itself is
 * noted only when the owner asks. The setting holds, per personality, the ranges of message ids (after, up to] of that
 * talk and how far the owner's runs have noted it; the memory-notes job passes over the ranges. It is set once for the
 * data: at the first start of a release with notes (every chat's messages past its mark), and after a restore of data
 * that had none. Exported with nothing (its ids are this database's), restored with the data it describes.
 */
export const OLDER_NOTES_SETTING = "memory-notes:older";
type Range = [after: number, upTo: number];
type Older = { ranges: Range[]; notedUpTo: number };

/** An owner message worth noting: said (not deleted, not still being sent). */
export const NOTABLE = "msg.is_from_ai = 0 AND msg.deleted_at IS NULL AND msg.status <> 'pending'";
/** SQL: the message id `column` is older talk (inside the ranges given as JSON in @older). */
export const inOlder = (column: string) =>
  `EXISTS (SELECT 1 FROM json_each(@older) r WHERE ${column} > json_extract(r.value, '$[0]') AND ${column} <= json_extract(r.value, '$[1]'))`;
/**
 * SQL: older talk that waits for the owner: not noted by the owner's runs yet (past @olderNoted), nor the source of a
 * note already (one an imported archive brought with it).
 */
export const waitingOlder = (column: string) =>
  `(${inOlder(column)} AND ${column} > @olderNoted AND NOT EXISTS (SELECT 1 FROM memory_note_sources ns WHERE ns.message_id = ${column}))`;
/** The parameters of inOlder and waitingOlder for a personality. */
export type OlderQuery = { older: string; olderNoted: number };

const statements = preparedFor((db) => ({
  /** Each chat's newest owner message and its mark: what is past the mark was said before notes began. */
  newest: db.$client.prepare<[], number>("SELECT coalesce(max(id), 0) FROM messages").pluck(),
  /** Each chat's newest owner message past an id. */
  since: db.$client.prepare<[number], { personalityId: number; last: number }>(
    "SELECT personality_id AS personalityId, max(id) AS last FROM messages WHERE is_from_ai = 0 AND id > ? GROUP BY personality_id",
  ),
  unnoted: db.$client.prepare<[], { personalityId: number; mark: number; last: number }>(
    `SELECT msg.personality_id AS personalityId, coalesce(mk.noted_up_to, 0) AS mark, max(msg.id) AS last
     FROM messages msg LEFT JOIN memory_note_marks mk ON mk.personality_id = msg.personality_id
     WHERE msg.is_from_ai = 0 GROUP BY msg.personality_id HAVING last > mark`,
  ),
  waiting: db.$client
    .prepare<[{ p: number } & OlderQuery], number>(
      `SELECT count(*) FROM messages msg WHERE msg.personality_id = @p AND ${waitingOlder("msg.id")} AND ${NOTABLE} AND trim(msg.content) <> ''`,
    )
    .pluck(),
  personality: db.$client.prepare<[number], { name: string; companion: string | null }>(
    "SELECT p.name, c.name AS companion FROM personalities p LEFT JOIN companions c ON c.personality_id = p.id WHERE p.id = ?",
  ),
}));

const readOlder = (db: Db) => readSetting<Record<string, Older>>(db, OLDER_NOTES_SETTING);

/** A personality's older talk as inOlder and waitingOlder read it (none: no range). */
export function olderQuery(db: Db, personalityId: number): OlderQuery {
  const mine = readOlder(db)?.[personalityId];
  return { older: JSON.stringify(mine?.ranges ?? []), olderNoted: mine?.notedUpTo ?? 0 };
}

/** How far the owner's runs noted a personality's older talk; null when it has none. */
export const olderNotedUpTo = (db: Db, personalityId: number): number | null => readOlder(db)?.[personalityId]?.notedUpTo ?? null;

/**
 * Sets the data's boundary once: every chat's owner messages past its mark were said before notes began, and wait for
 * the owner. Does nothing when the data has it already. Answers how many conversations wait.
 */
export function markOlderConversations(db: Db, clock: Clock): number {
  if (readOlder(db) !== undefined) return 0;
  const older: Record<string, Older> = {};
  for (const { personalityId, mark, last } of statements(db).unnoted.all())
    older[personalityId] = { ranges: [[mark, last]], notedUpTo: mark };
  writeSetting(db, clock, OLDER_NOTES_SETTING, older);
  return Object.keys(older).length;
}

/** The newest message's id: what an import adds comes after it. */
export const newestMessageId = (db: Db): number => statements(db).newest.get() ?? 0;

/**
 * What an import added (owner messages past `since`, the newest id before it) is older talk too: conversations had
 * elsewhere or before, noted only when the owner asks. The rest of each chat stays as it was.
 */
export function markImportedOlder(db: Db, clock: Clock, since: number): void {
  const all = readOlder(db) ?? {};
  for (const { personalityId, last } of statements(db).since.all(since)) {
    const mine = all[personalityId] ?? { ranges: [], notedUpTo: since };
    all[personalityId] = { ...mine, ranges: [...mine.ranges, [since, last]] };
  }
  writeSetting(db, clock, OLDER_NOTES_SETTING, all);
}

/** The owner's run noted a personality's older talk up to `last` (in the caller's transaction, with the notes). */
export function noteOlderUpTo(db: Db, clock: Clock, personalityId: number, last: number): void {
  const all = readOlder(db) ?? {};
  const mine = all[personalityId];
  if (!mine) return;
  writeSetting(db, clock, OLDER_NOTES_SETTING, { ...all, [personalityId]: { ...mine, notedUpTo: Math.max(mine.notedUpTo, last) } });
}

const hostOf = (address: string) => {
  try {
    return new URL(address).host;
  } catch {
    return address;
  }
};

/** Who writes notes now: the model that answers, and the server it runs on; or the rules when no model answers. */
export function notesWriter(db: Db, providers: ProviderRegistry, byRules = false): NotesWriter {
  const provider = providers.current();
  const label = PROVIDER_LABELS[provider.id];
  if (byRules || provider.id === "offline" || provider.unavailable) {
    return { provider: provider.id, label, model: provider.model, host: null, byRules: true };
  }
  const server = chosenServer(readProviderSettings(db));
  const address = server ? (server.baseUrl ?? (server.id === "openai" ? OPENAI_BASE_URL : null)) : null;
  const host = address ? hostOf(address) : null;
  return { provider: provider.id, label, model: provider.model, host, byRules: false };
}

/** What "Write notes for older conversations" would note, and who would write the notes. */
export function olderNotesOffer(db: Db, providers: ProviderRegistry, byRules = false): OlderNotesOffer {
  const s = statements(db);
  const conversations = Object.keys(readOlder(db) ?? {}).flatMap((key) => {
    const id = Number(key);
    const messages = s.waiting.get({ p: id, ...olderQuery(db, id) }) ?? 0;
    const row = s.personality.get(id);
    if (!row || messages === 0) return [];
    return [{ name: row.name, label: SPEAKER_NAMES[row.name] ?? row.companion ?? row.name, messages }];
  });
  return { conversations, writer: notesWriter(db, providers, byRules) };
}
