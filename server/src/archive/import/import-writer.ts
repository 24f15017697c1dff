import { createHash } from "node:crypto";
import { isDeepStrictEqual } from "node:util";
import { companionRecordSchema } from "@contract/companions";
import {
  archiveChatLineSchema,
  archiveCodeChatSchema,
  archiveCodeFileSchema,
  archiveExchangeLineSchema,
  archiveExchangeSchema,
  archiveJournalSchema,
  archiveLorebookSchema,
  archiveLoreSchema,
  archiveMemorySchema,
  archivePersonalitySchema,
  type ImportKind,
  type ImportReport,
} from "@contract/export";
import type { z } from "zod";
import { importCompanion, keepLore, loreBook } from "../../companions";
import type { Clock } from "../../platform/clock";
import type { Db } from "../../platform/db/connection";
import { readSetting, writeSetting } from "../../platform/settings";
import { isPortableSetting, withoutKeys } from "../export/bulk-data";

/** Records are written this many to a transaction, the server answering others between them. */
const BATCH = 500;
const breathe = () => new Promise<void>((resolve) => setImmediate(resolve));
const fingerprint = (...parts: (string | number | null | undefined)[]) =>
  createHash("sha1")
    .update(parts.map((p) => String(p ?? "")).join("\u0000"))
    .digest("base64");

/**
 * Adds what an archive holds to this Citadel, recognising what is already here by what it is (a message by its
 * personality, time, side and words; a memory by its core, time and words; a journal entry by its day) rather than by
 * its id, which differs from one installation to another. Ids from the archive are mapped to ids here, so replies,
 * images and memories stay tied to the messages and exchanges they belong to.
 */
export function createImportWriter(db: Db, clock: Clock) {
  const sqlite = db.$client;
  const report: ImportReport = { added: {}, skipped: {}, problems: [] };
  const count = (side: "added" | "skipped", kind: ImportKind, n = 1) => {
    report[side][kind] = (report[side][kind] ?? 0) + n;
  };
  const personalityIds = new Map(
    (sqlite.prepare("SELECT id, name FROM personalities").all() as { id: number; name: string }[]).map((p) => [p.name, p.id]),
  );
  /** Archive ids to ids here. */
  const messageIds = new Map<number, number>();
  const exchangeIds = new Map<number, number>();
  const memoryIds = new Map<number, number>();
  /** Messages this import added: their images come with them. */
  const addedMessages = new Set<number>();
  const known = new Map<string, Map<string, number>>();

  /** What is here already, by fingerprint, read once per personality and table. */
  function existing(scope: string, read: () => Iterable<{ id: number; key: string }>): Map<string, number> {
    let found = known.get(scope);
    if (!found) {
      found = new Map();
      for (const row of read()) found.set(row.key, row.id);
      known.set(scope, found);
    }
    return found;
  }

  /** Companions the archive carries that are not here are made first (their chats and memories follow). */
  function companions(records: readonly unknown[], where: string) {
    for (const [i, value] of records.entries()) {
      const record = parsed(companionRecordSchema, value, `${where}, companion ${i + 1}`);
      if (!record) continue;
      if (personalityIds.has(record.slug)) {
        count("skipped", "companions");
        continue;
      }
      try {
        const made = importCompanion(db, clock, record);
        personalityIds.set(made.slug, made.id);
        count("added", "companions");
      } catch (error) {
        report.problems.push(`${where}, companion ${record.slug}: ${(error as Error).message}`);
      }
    }
  }

  /** Lorebooks, keyed by their companion's slug: kept for a companion here that has none (one that has is left as it is). */
  function lore(value: unknown, where: string) {
    const books = parsed(archiveLoreSchema, value, where);
    for (const [slug, raw] of Object.entries(books ?? {})) {
      const book = parsed(archiveLorebookSchema, raw, `${where}, ${slug}`);
      const personalityId = book && personalityOf(slug, `${where}, ${slug}`);
      if (!book || personalityId === null) continue;
      if (loreBook(db, personalityId, 0)) {
        count("skipped", "lorebooks");
        continue;
      }
      sqlite.transaction(() => keepLore(db, personalityId, book))();
      count("added", "lorebooks");
    }
  }

  const personalityOf = (name: string, where: string): number | null => {
    const id = personalityIds.get(name);
    if (id === undefined) report.problems.push(`${where}: no personality named ${name} here`);
    return id ?? null;
  };

  function parsed<T extends z.ZodType>(schema: T, value: unknown, where: string): z.infer<T> | null {
    const result = schema.safeParse(value);
    if (result.success) return result.data;
    report.problems.push(`${where}: ${result.error.issues[0]?.path.join(".") || "record"} is not as expected`);
    return null;
  }

  async function inBatches<T>(items: readonly T[], apply: (item: T, index: number) => void) {
    for (let i = 0; i < items.length; i += BATCH) {
      sqlite.transaction(() => {
        for (const [j, item] of items.slice(i, i + BATCH).entries()) apply(item, i + j);
      })();
      await breathe();
    }
  }

  const insertMessage = sqlite.prepare(
    `INSERT INTO messages (personality_id, content, is_from_ai, status, reply_to, consciousness_mode, emotion, word_count,
       response_time_ms, provider, model, error, superseded, edited_at, group_turn, image_type, unprompted, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  // Deleted ones too: a message the owner deleted here is not brought back by importing an older archive.
  const messagesOf = sqlite.prepare("SELECT id, created_at, is_from_ai, group_turn, content FROM messages WHERE personality_id = ?");

  function chatLine(value: unknown, where: string) {
    const line = parsed(archiveChatLineSchema, value, where);
    if (!line) return;
    const personalityId = personalityOf(line.personality, where);
    if (personalityId === null) return;
    const here = existing(`messages:${personalityId}`, function* () {
      for (const r of messagesOf.iterate(personalityId) as Iterable<{
        id: number;
        created_at: string;
        is_from_ai: number;
        group_turn: string | null;
        content: string;
      }>) {
        yield { id: r.id, key: fingerprint(r.created_at, r.is_from_ai, r.group_turn, r.content) };
      }
    });
    const key = fingerprint(line.timestamp, line.isFromAI ? 1 : 0, line.groupTurn, line.content);
    const present = here.get(key);
    if (present !== undefined) {
      messageIds.set(line.id, present);
      count("skipped", "messages");
      return;
    }
    const replyTo = line.replyTo === null ? null : (messageIds.get(line.replyTo) ?? null);
    const { lastInsertRowid } = insertMessage.run(
      personalityId,
      line.content,
      line.isFromAI ? 1 : 0,
      // A reply cut off when the archive was made is not in it; an owner message then waiting is settled as failed.
      line.status === "pending" ? "failed" : line.status,
      replyTo,
      line.consciousnessMode,
      line.emotion,
      line.wordCount,
      line.responseTimeMs,
      line.provider,
      line.model,
      line.status === "pending" ? "Interrupted when the archive was made" : line.error,
      line.superseded ? 1 : 0,
      line.editedAt,
      line.groupTurn,
      line.image?.type ?? null,
      line.unprompted ?? null,
      line.timestamp,
    );
    const id = Number(lastInsertRowid);
    here.set(key, id);
    messageIds.set(line.id, id);
    addedMessages.add(line.id);
    count("added", "messages");
  }

  const insertExchange = sqlite.prepare(
    `INSERT INTO exchanges (kind, status, mode, live, cycles, opening, supervised, next_cycle, next_speaker, stop_reason, error,
       cleared_at, created_at, updated_at, members) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertLine = sqlite.prepare(
    `INSERT INTO exchange_messages (exchange_id, personality, speaker, role, cycle_number, content, emotion, word_count,
       response_time_ms, extras, provider, model, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const findExchange = sqlite.prepare("SELECT id FROM exchanges WHERE kind = ? AND created_at = ? AND opening = ?").pluck();

  const insertMemory = sqlite.prepare(
    `INSERT INTO memories (personality_id, role, content, importance, core, mode_context, emotional_depth, intimacy_level,
       source_message_id, synced_from, source_exchange_id, pinned, note_kind, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertNoteSource = sqlite.prepare("INSERT OR IGNORE INTO memory_note_sources (memory_id, message_id) VALUES (?, ?)");
  const memoriesOf = sqlite.prepare("SELECT id, core, created_at, content FROM memories WHERE personality_id = ?");
  const ensureCore = sqlite.prepare("INSERT OR IGNORE INTO memory_cores (personality_id, core) VALUES (?, ?)");
  // Prepared once: an import of a large archive runs them once per record.
  const sql = {
    insertImage: sqlite.prepare("INSERT OR IGNORE INTO message_images (message_id, data) VALUES (?, ?)"),
    journalPresent: sqlite.prepare("SELECT 1 FROM journal_entries WHERE personality_id = ? AND day = ? AND kind = ? AND created_at = ?"),
    insertJournal: sqlite.prepare(
      "INSERT INTO journal_entries (personality_id, day, kind, entry, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)",
    ),
    codeFilePresent: sqlite.prepare("SELECT 1 FROM code_files WHERE name = ? AND deleted_at IS NULL"),
    insertCodeFile: sqlite.prepare("INSERT INTO code_files (name, content, language, last_modified) VALUES (?, ?, ?, ?)"),
    codeChatPresent: sqlite.prepare("SELECT 1 FROM code_chat WHERE timestamp = ? AND role = ? AND content = ?"),
    insertCodeChat: sqlite.prepare("INSERT INTO code_chat (role, content, timestamp) VALUES (?, ?, ?)"),
    setLevel: sqlite.prepare("UPDATE personalities SET consciousness_level = ? WHERE name = ? AND consciousness_level <> ?"),
    setPersonality: sqlite.prepare(
      "UPDATE personalities SET consciousness_level = ?, status = ?, awakened_at = coalesce(awakened_at, ?) WHERE name = ?",
    ),
  };

  return {
    report,
    companions,
    lore,
    countConversation: (outcome: "added" | "skipped") => count(outcome, "conversations"),

    /** A chat's lines; the conversation counts as added when any of them was new here. */
    async chatLines(lines: readonly unknown[], where: string): Promise<"added" | "skipped"> {
      const before = report.added.messages ?? 0;
      await inBatches(lines, (line, i) => chatLine(line, `${where}, message ${i + 1}`));
      return (report.added.messages ?? 0) > before ? "added" : "skipped";
    },

    /** An exchange comes whole or not at all: one already here (same kind, start and opening) is skipped whole. */
    exchange(archiveId: number, details: unknown, lines: readonly unknown[], where: string): "added" | "skipped" | null {
      const run = parsed(archiveExchangeSchema, details, where);
      if (!run) return null;
      const present = findExchange.get(run.kind, run.createdAt, run.opening) as number | undefined;
      if (present !== undefined) {
        exchangeIds.set(archiveId, present);
        count("skipped", "messages", lines.length);
        return "skipped";
      }
      sqlite.transaction(() => {
        const { lastInsertRowid } = insertExchange.run(
          run.kind,
          // A run cut off by the export is offered to resume here, never shown as running.
          run.status === "running" ? "interrupted" : run.status,
          run.mode,
          run.live ? 1 : 0,
          run.cycles,
          run.opening,
          run.supervised ? 1 : 0,
          run.nextCycle,
          run.nextSpeaker,
          run.stopReason,
          run.error,
          run.clearedAt,
          run.createdAt,
          run.updatedAt,
          run.members ? JSON.stringify(run.members) : null,
        );
        const id = Number(lastInsertRowid);
        exchangeIds.set(archiveId, id);
        for (const [i, value] of lines.entries()) {
          const l = parsed(archiveExchangeLineSchema, value, `${where}, line ${i + 1}`);
          if (!l) continue;
          const extras = l.extras === undefined || l.extras === null ? null : JSON.stringify(l.extras);
          insertLine.run(
            id,
            l.personality,
            l.speaker,
            l.role,
            l.cycleNumber,
            l.content,
            l.emotion,
            l.wordCount,
            l.responseTimeMs,
            extras,
            l.provider,
            l.model,
            l.timestamp,
          );
          count("added", "messages");
        }
      })();
      return "added";
    },

    image(archiveId: number, data: Buffer) {
      const id = messageIds.get(archiveId);
      if (id === undefined) return;
      if (!addedMessages.has(archiveId)) {
        count("skipped", "images");
        return;
      }
      sql.insertImage.run(id, data);
      count("added", "images");
    },

    memories: (values: readonly unknown[], where: string) =>
      inBatches(values, (value, i) => {
        const m = parsed(archiveMemorySchema, value, `${where}, line ${i + 1}`);
        if (!m) return;
        const personalityId = personalityOf(m.personality, `${where}, line ${i + 1}`);
        if (personalityId === null) return;
        const here = existing(`memories:${personalityId}`, function* () {
          for (const r of memoriesOf.iterate(personalityId) as Iterable<{
            id: number;
            core: string;
            created_at: string;
            content: string;
          }>) {
            yield { id: r.id, key: fingerprint(r.core, r.created_at, r.content) };
          }
        });
        const key = fingerprint(m.core, m.timestamp, m.content);
        const present = here.get(key);
        if (present !== undefined) {
          memoryIds.set(m.id, present);
          count("skipped", "memories");
          return;
        }
        const mapped = (map: Map<number, number>, id: number | null) => (id === null ? null : (map.get(id) ?? null));
        const { lastInsertRowid } = insertMemory.run(
          personalityId,
          m.role,
          m.content,
          m.importance,
          m.core,
          m.modeContext,
          m.emotionalDepth,
          m.intimacyLevel,
          mapped(messageIds, m.sourceMessageId),
          mapped(memoryIds, m.syncedFrom),
          mapped(exchangeIds, m.sourceExchangeId),
          m.pinned ? 1 : 0,
          m.noteKind,
          m.timestamp,
        );
        // A note comes with the messages it was drawn from that came in with this archive (a note with none is kept
        // as it is: the owner's to correct or delete).
        for (const source of m.noteSources) {
          const message = mapped(messageIds, source);
          if (m.noteKind && message !== null) insertNoteSource.run(Number(lastInsertRowid), message);
        }
        ensureCore.run(personalityId, m.core);
        here.set(key, Number(lastInsertRowid));
        memoryIds.set(m.id, Number(lastInsertRowid));
        count("added", "memories");
      }),

    journal: (values: readonly unknown[], where: string) =>
      inBatches(values, (value, i) => {
        const j = parsed(archiveJournalSchema, value, `${where}, line ${i + 1}`);
        const personalityId = j && personalityOf(j.personality, `${where}, line ${i + 1}`);
        if (!j || personalityId === null) return;
        const present = sql.journalPresent.get(personalityId, j.day, j.kind, j.createdAt);
        if (present) return count("skipped", "journalEntries");
        sql.insertJournal.run(personalityId, j.day, j.kind, JSON.stringify(j.entry), j.createdAt, j.updatedAt);
        count("added", "journalEntries");
      }),

    /** A file whose name is taken here is kept as it is here (reported skipped): the owner's present work wins. */
    codeFiles: (values: readonly unknown[], where: string) =>
      inBatches(values, (value, i) => {
        const f = parsed(archiveCodeFileSchema, value, `${where}, line ${i + 1}`);
        if (!f) return;
        if (sql.codeFilePresent.get(f.name)) return count("skipped", "codeFiles");
        sql.insertCodeFile.run(f.name, f.content, f.language, f.lastModified);
        count("added", "codeFiles");
      }),

    codeChat: (values: readonly unknown[], where: string) =>
      inBatches(values, (value, i) => {
        const c = parsed(archiveCodeChatSchema, value, `${where}, line ${i + 1}`);
        if (!c) return;
        if (sql.codeChatPresent.get(c.timestamp, c.role, c.content)) {
          return count("skipped", "codeChat");
        }
        sql.insertCodeChat.run(c.role, c.content, c.timestamp);
        count("added", "codeChat");
      }),

    /** Consciousness levels (the old app's): set where they differ. */
    levels(values: readonly { personality: string; level: number }[]) {
      for (const { personality, level } of values) {
        if (personalityOf(personality, `${personality}_consciousness_level`) === null) continue;
        const changed = sql.setLevel.run(level, personality, level);
        count(changed.changes > 0 ? "added" : "skipped", "levels");
      }
    },

    /** Records with no table of their own, kept as they were under `legacy:<key>` (exported with the settings). */
    kept(values: readonly { key: string; value: unknown }[]) {
      for (const { key, value } of values) {
        const name = `legacy:${key}`;
        if (isDeepStrictEqual(readSetting<unknown>(db, name), value)) {
          count("skipped", "kept");
          continue;
        }
        writeSetting(db, clock, name, value);
        count("added", "kept");
      }
    },

    /** Settings and each personality's level: taken from the archive where they differ (keys never travel). */
    settings(values: readonly { key: string; value: unknown }[], personalities: readonly unknown[]) {
      sqlite.transaction(() => {
        for (const { key, value } of values) {
          if (typeof key !== "string" || !isPortableSetting(key)) continue;
          const current = readSetting<unknown>(db, key);
          const comparable = key === "provider" ? withoutKeys(current) : current;
          if (isDeepStrictEqual(comparable, value)) {
            count("skipped", "settings");
            continue;
          }
          let next = value;
          if (key === "provider") {
            // This installation's own keys stay with it.
            const ours = (current as { servers?: Record<string, { key?: unknown }> } | undefined)?.servers ?? {};
            const theirs = (value as { servers?: Record<string, Record<string, unknown>> }).servers ?? {};
            next = {
              ...(value as object),
              servers: Object.fromEntries(Object.entries(theirs).map(([id, s]) => [id, { ...s, key: ours[id]?.key ?? null }])),
            };
          }
          writeSetting(db, clock, key, next);
          count("added", "settings");
        }
        for (const [i, value] of personalities.entries()) {
          const p = parsed(archivePersonalitySchema, value, `personalities, entry ${i + 1}`);
          if (!p || !personalityIds.has(p.name)) continue;
          sql.setPersonality.run(p.consciousnessLevel, p.status, p.awakenedAt, p.name);
        }
      })();
    },
  };
}
export type ImportWriter = ReturnType<typeof createImportWriter>;
