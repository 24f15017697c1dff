import { OWNER_PRESENCE_SETTINGS } from "../../follow-ups";
import { OLDER_MEMORIES_SETTING, OLDER_NOTES_SETTING } from "../../memory";
import type { Db } from "../../platform/db/connection";
import { preparedFor } from "../../platform/db/prepared";
import { SECRET_SETTINGS } from "../backups/snapshot";

/** The rest of the Citadel a bulk export carries besides its conversations, as JSON Lines files inside the zip. */
export const BULK_FILES = {
  /** The owner's companions (issue 31): written first, so an import makes each before its chat and memories. */
  companions: "data/companions.json",
  /** Their lorebooks, keyed by the companion's slug: after the companions, so each finds its own. */
  lore: "data/lore.json",
  personalities: "data/personalities.json",
  settings: "data/settings.json",
  memories: "data/memories.jsonl",
  journal: "data/journal.jsonl",
  codeFiles: "data/code-files.jsonl",
  codeChat: "data/code-chat.jsonl",
} as const;

const PAGE = 1000;

/** Settings that are this installation's bookkeeping, not the owner's choices: not exported, not imported. */
const LOCAL_SETTING_PREFIXES = ["scheduler:", "core-health:"];
const LOCAL_SETTINGS: readonly string[] = [...SECRET_SETTINGS, ...OWNER_PRESENCE_SETTINGS, OLDER_NOTES_SETTING, OLDER_MEMORIES_SETTING];
export const isPortableSetting = (key: string) => !LOCAL_SETTINGS.includes(key) && !LOCAL_SETTING_PREFIXES.some((p) => key.startsWith(p));

/** The provider settings without any key: each server's sealed key (and the older single key) removed. */
export function withoutKeys(value: unknown): unknown {
  if (typeof value !== "object" || value === null) return value;
  const { key: _key, servers, ...rest } = value as { key?: unknown; servers?: Record<string, Record<string, unknown>> };
  if (!servers) return rest;
  return { ...rest, servers: Object.fromEntries(Object.entries(servers).map(([id, s]) => [id, { ...s, key: null }])) };
}

/** Provider settings from elsewhere (an archive, a backup), with this installation's own keys in place of theirs. */
export function withOurKeys(current: unknown, value: unknown): unknown {
  const ours = (current as { servers?: Record<string, { key?: unknown }> } | undefined)?.servers ?? {};
  const theirs = (value as { servers?: Record<string, Record<string, unknown>> }).servers ?? {};
  return {
    ...(value as object),
    servers: Object.fromEntries(Object.entries(theirs).map(([id, s]) => [id, { ...s, key: ours[id]?.key ?? null }])),
  };
}

const statements = preparedFor((db) => ({
  personalities: db.$client.prepare<[], Record<string, unknown>>(
    "SELECT name, consciousness_level AS consciousnessLevel, status, awakened_at AS awakenedAt FROM personalities ORDER BY id",
  ),
  settings: db.$client.prepare<[], { key: string; value: string; updatedAt: string }>(
    "SELECT key, value, updated_at AS updatedAt FROM settings ORDER BY key",
  ),
  memories: db.$client.prepare<[number, number], Record<string, unknown> & { id: number }>(
    `SELECT m.id, p.name AS personality, m.role, m.content, m.importance, m.core, m.mode_context AS modeContext,
       m.emotional_depth AS emotionalDepth, m.intimacy_level AS intimacyLevel, m.source_message_id AS sourceMessageId,
       m.synced_from AS syncedFrom, m.source_exchange_id AS sourceExchangeId, m.pinned, m.note_kind AS noteKind,
       (SELECT json_group_array(message_id) FROM memory_note_sources WHERE memory_id = m.id) AS noteSources,
       m.created_at AS timestamp
     FROM memories m JOIN personalities p ON p.id = m.personality_id WHERE m.id > ? ORDER BY m.id LIMIT ?`,
  ),
  journal: db.$client.prepare<[number, number], Record<string, unknown> & { id: number }>(
    `SELECT j.id, p.name AS personality, j.day, j.kind, j.entry, j.created_at AS createdAt, j.updated_at AS updatedAt
     FROM journal_entries j JOIN personalities p ON p.id = j.personality_id WHERE j.id > ? ORDER BY j.id LIMIT ?`,
  ),
  codeFiles: db.$client.prepare<[number, number], Record<string, unknown> & { id: number }>(
    `SELECT id, name, content, language, last_modified AS lastModified FROM code_files
     WHERE deleted_at IS NULL AND id > ? ORDER BY id LIMIT ?`,
  ),
  codeChat: db.$client.prepare<[number, number], Record<string, unknown> & { id: number }>(
    "SELECT id, role, content, timestamp FROM code_chat WHERE id > ? ORDER BY id LIMIT ?",
  ),
  counts: db.$client.prepare<[], { memories: number; journal: number; codeFiles: number; codeChat: number }>(
    `SELECT (SELECT count(*) FROM memories) AS memories, (SELECT count(*) FROM journal_entries) AS journal,
       (SELECT count(*) FROM code_files WHERE deleted_at IS NULL) AS codeFiles, (SELECT count(*) FROM code_chat) AS codeChat`,
  ),
}));

export const bulkCounts = (db: Db) => statements(db).counts.get() ?? { memories: 0, journal: 0, codeFiles: 0, codeChat: 0 };

export function personalitiesData(db: Db) {
  return statements(db).personalities.all();
}

/** The owner's settings, secrets left out and the provider's keys removed. */
export function portableSettings(db: Db): { key: string; value: unknown; updatedAt: string }[] {
  return statements(db)
    .settings.all()
    .filter((s) => isPortableSetting(s.key))
    .map((s) => {
      const value = JSON.parse(s.value) as unknown;
      return { key: s.key, value: s.key === "provider" ? withoutKeys(value) : value, updatedAt: s.updatedAt };
    });
}

type Pager = "memories" | "journal" | "codeFiles" | "codeChat";

/**
 * A row as its archive line says it: the journal's entry parsed, a memory's pin a boolean (SQLite answers 0 or 1), a
 * note's sources a list.
 */
const asLine = (table: Pager, r: Record<string, unknown>) =>
  table === "journal"
    ? { ...r, entry: JSON.parse(String(r.entry)) }
    : table === "memories"
      ? { ...r, pinned: r.pinned === 1, noteSources: JSON.parse(String(r.noteSources)) }
      : r;

/** One table's rows, a page at a time, as JSON Lines (plain JSON: see asLine). */
export function* jsonLinePages(db: Db, table: Pager): Generator<{ text: string; count: number }> {
  const read = statements(db)[table];
  let after = 0;
  for (;;) {
    const rows = read.all(after, PAGE);
    if (rows.length === 0) return;
    const lines = rows.map((r) => JSON.stringify(asLine(table, r)));
    yield { text: `${lines.join("\n")}\n`, count: rows.length };
    after = rows.at(-1)?.id ?? after;
  }
}
