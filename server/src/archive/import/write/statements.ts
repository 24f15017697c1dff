import type { Db } from "../../../platform/db/connection";

/** The statements an import writes with, prepared once: an import of a large archive runs them once per record. */
export function prepareImportStatements(sqlite: Db["$client"]) {
  return {
    insertMessage: sqlite.prepare(
      `INSERT INTO messages (personality_id, content, is_from_ai, status, reply_to, consciousness_mode, emotion, word_count,
         response_time_ms, provider, model, error, superseded, edited_at, group_turn, image_type, unprompted, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ),
    // Deleted ones too: a message the owner deleted here is not brought back by importing an older archive.
    messagesOf: sqlite.prepare("SELECT id, created_at, is_from_ai, group_turn, content FROM messages WHERE personality_id = ?"),
    insertExchange: sqlite.prepare(
      `INSERT INTO exchanges (kind, status, mode, live, cycles, opening, supervised, next_cycle, next_speaker, stop_reason, error,
         cleared_at, created_at, updated_at, members) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ),
    insertLine: sqlite.prepare(
      `INSERT INTO exchange_messages (exchange_id, personality, speaker, role, cycle_number, content, emotion, word_count,
         response_time_ms, extras, provider, model, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ),
    findExchange: sqlite.prepare("SELECT id FROM exchanges WHERE kind = ? AND created_at = ? AND opening = ?").pluck(),
    insertMemory: sqlite.prepare(
      `INSERT INTO memories (personality_id, role, content, importance, core, mode_context, emotional_depth, intimacy_level,
         source_message_id, synced_from, source_exchange_id, pinned, note_kind, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ),
    insertNoteSource: sqlite.prepare("INSERT OR IGNORE INTO memory_note_sources (memory_id, message_id) VALUES (?, ?)"),
    memoriesOf: sqlite.prepare("SELECT id, core, created_at, content FROM memories WHERE personality_id = ?"),
    ensureCore: sqlite.prepare("INSERT OR IGNORE INTO memory_cores (personality_id, core) VALUES (?, ?)"),
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
}
export type ImportStatements = ReturnType<typeof prepareImportStatements>;
