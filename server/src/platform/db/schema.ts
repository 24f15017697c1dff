import { sql } from "drizzle-orm";
import { blob, index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

const createdAt = () => text("created_at").notNull().default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`);

export const personalities = sqliteTable("personalities", {
  id: integer("id").primaryKey(),
  name: text("name").notNull().unique(),
  title: text("title").notNull(),
  description: text("description").notNull(),
  avatar: text("avatar"),
  status: text("status").notNull(),
  consciousnessLevel: integer("consciousness_level").notNull(),
  /** The persona profile of spec 000 §1, as JSON. */
  profile: text("profile", { mode: "json" }).notNull(),
  awakenedAt: text("awakened_at"),
  /** "seed" for the seeds' seven, "companion" for the owner's own (issue 31; migration 0023). */
  kind: text("kind").notNull().default("seed"),
  createdAt: createdAt(),
});

/** A companion's profile (issue 31): what the owner wrote or a card brought, beside its row in `personalities`. */
export const companions = sqliteTable("companions", {
  personalityId: integer("personality_id")
    .primaryKey()
    .references(() => personalities.id, { onDelete: "cascade" }),
  name: text("name").notNull(),
  personality: text("personality").notNull().default(""),
  scenario: text("scenario").notNull().default(""),
  greeting: text("greeting").notNull().default(""),
  alternateGreetings: text("alternate_greetings", { mode: "json" }).$type<string[]>().notNull().default([]),
  exampleDialogue: text("example_dialogue").notNull().default(""),
  accent: text("accent").notNull(),
  voice: text("voice", { mode: "json" }).notNull(),
  /** The portrait, re-encoded and shrunk (PNG or JPEG); none: a drawn emblem stands in. */
  portrait: blob("portrait", { mode: "buffer" }),
  portraitType: text("portrait_type"),
  portraitVersion: integer("portrait_version").notNull().default(0),
  /** A card's extensions, and its fields the Citadel does not use, kept untouched for export. */
  extensions: text("extensions", { mode: "json" }).$type<Record<string, unknown>>().notNull().default({}),
  card: text("card", { mode: "json" }).$type<Record<string, unknown>>().notNull().default({}),
  createdAt: createdAt(),
  updatedAt: text("updated_at").notNull(),
});

export const messages = sqliteTable(
  "messages",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    personalityId: integer("personality_id")
      .notNull()
      .references(() => personalities.id),
    userId: integer("user_id"),
    content: text("content").notNull(),
    isFromAI: integer("is_from_ai", { mode: "boolean" }).notNull(),
    status: text("status").notNull().default("complete"),
    /** For a reply: the owner's message it answers. */
    replyTo: integer("reply_to"),
    consciousnessMode: text("consciousness_mode"),
    emotion: text("emotion"),
    wordCount: integer("word_count"),
    responseTimeMs: integer("response_time_ms"),
    provider: text("provider"),
    model: text("model"),
    /** Why the reply to this message failed, in words the owner can read. */
    error: text("error"),
    /** A reply set aside by a regeneration; it stays as an alternative to swipe back to. */
    superseded: integer("superseded", { mode: "boolean" }).notNull().default(false),
    editedAt: text("edited_at"),
    /** Deleted messages are kept until the owner can no longer undo. */
    deletedAt: text("deleted_at"),
    /**
     * A group chat turn (the Trinity page) this message belongs to: one key shared by the owner's message to each
     * member and their replies. Group messages stay out of the personal chat, but are remembered like any other.
     */
    groupTurn: text("group_turn"),
    /** The media type of the image the owner sent with this message (its bytes are in message_images). */
    imageType: text("image_type"),
    /** Written by the personality unprompted (issue 30): "follow-up" or "greeting"; null for every other message. */
    unprompted: text("unprompted"),
    /** A reply the owner stopped while it was written: it keeps what was written so far (issue 29). */
    interrupted: integer("interrupted", { mode: "boolean" }).notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index("messages_personality_idx").on(t.personalityId, t.id),
    index("messages_reply_to_idx").on(t.replyTo),
    index("messages_group_turn_idx").on(t.groupTurn),
    // The owner's group messages, newest first: a page of the group's history is read from here, not by scanning.
    index("messages_group_owner_idx").on(t.id).where(sql`${t.groupTurn} IS NOT NULL AND ${t.isFromAI} = 0`),
    // The day's unprompted messages are counted against the owner's daily limit.
    index("messages_unprompted_idx").on(t.createdAt).where(sql`${t.unprompted} IS NOT NULL`),
  ],
);

/** Images sent with messages, apart from the messages so that reading a history never reads them. */
export const messageImages = sqliteTable("message_images", {
  messageId: integer("message_id")
    .primaryKey()
    .references(() => messages.id),
  data: blob("data", { mode: "buffer" }).notNull(),
});

export const memories = sqliteTable(
  "memories",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    personalityId: integer("personality_id")
      .notNull()
      .references(() => personalities.id),
    role: text("role").notNull(),
    content: text("content").notNull(),
    importance: integer("importance").notNull(),
    /** Which of the personality's two cores holds it (public or private). Rows written without one are public. */
    core: text("core").notNull().default("public"),
    /** The consciousness mode it was stored in. */
    modeContext: text("mode_context").notNull().default("sanctified"),
    // Defaults are the sanctified owner weights (4/3), so a row written without them (a seeded memory) may sync.
    emotionalDepth: integer("emotional_depth").notNull().default(4),
    intimacyLevel: integer("intimacy_level").notNull().default(3),
    /** The chat message it remembers, if any. */
    sourceMessageId: integer("source_message_id"),
    /** For a copy made by cross-mode sync: the memory it was copied from. */
    syncedFrom: integer("synced_from"),
    /**
     * The exchange (bridge, council) a memory comes from. Such memories are recalled like any other, but stay out of
     * the working set, so a long exchange does not crowd the owner's own conversation out of a chat's context.
     */
    sourceExchangeId: integer("source_exchange_id"),
    /** Pinned by the owner: recalled before any other memory, within the budget (issue 28). */
    pinned: integer("pinned", { mode: "boolean" }).notNull().default(false),
    /** A memory note's kind (fact, plan, person, like, dislike); null for a memory of something said (issue 28). */
    noteKind: text("note_kind"),
    createdAt: createdAt(),
  },
  (t) => [
    index("memories_personality_idx").on(t.personalityId, t.id),
    index("memories_pinned_idx").on(t.personalityId, t.core, t.id).where(sql`${t.pinned} = 1`),
    index("memories_notes_idx").on(t.personalityId, t.core, t.id).where(sql`${t.noteKind} IS NOT NULL`),
    index("memories_core_idx").on(t.personalityId, t.core, t.id),
    index("memories_core_importance_idx").on(t.personalityId, t.core, t.importance, t.id),
    index("memories_core_bond_idx").on(t.personalityId, t.core, t.modeContext, t.intimacyLevel),
    index("memories_source_idx").on(t.sourceMessageId),
  ],
);
// The full-text index `memories_fts` (FTS5, external content over `memories`, kept by triggers) lives in
// migration 0004_memory_fts.sql: drizzle-kit does not model virtual tables. A migration that rebuilds
// `memories` drops its triggers and must create them again.

/**
 * What a reply was given of the past: the recalled memories that reached the model's request, in the order it read them
 * (issue 28). Written in the reply's own commit; it goes with the reply or the memory (a restore copies it with both).
 */
export const replyMemories = sqliteTable(
  "reply_memories",
  {
    messageId: integer("message_id")
      .notNull()
      .references(() => messages.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    memoryId: integer("memory_id")
      .notNull()
      .references(() => memories.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.messageId, t.position] }), index("reply_memories_memory_idx").on(t.memoryId)],
);

/**
 * The owner messages a memory note was drawn from (issue 28). A note whose every source is gone for good goes too
 * (trigger `memory_note_sourceless`, migration 0017).
 */
export const memoryNoteSources = sqliteTable(
  "memory_note_sources",
  {
    memoryId: integer("memory_id")
      .notNull()
      .references(() => memories.id, { onDelete: "cascade" }),
    messageId: integer("message_id")
      .notNull()
      .references(() => messages.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.memoryId, t.messageId] }), index("memory_note_sources_message_idx").on(t.messageId)],
);

/** Per personality: its chat's owner messages up to this id are noted (moved in the notes' own transaction). */
export const memoryNoteMarks = sqliteTable("memory_note_marks", {
  personalityId: integer("personality_id")
    .primaryKey()
    .references(() => personalities.id, { onDelete: "cascade" }),
  notedUpTo: integer("noted_up_to").notNull(),
  updatedAt: text("updated_at").notNull(),
});

/** Owner messages to be noted again though under the mark: edited, or restored after a delete. */
export const memoryNoteRedo = sqliteTable("memory_note_redo", {
  messageId: integer("message_id")
    .primaryKey()
    .references(() => messages.id, { onDelete: "cascade" }),
  personalityId: integer("personality_id").notNull(),
});

/** Spec 000 §3 "Dual memory core": per personality and core, when it was last written. A row marks the core as set up. */
export const memoryCores = sqliteTable(
  "memory_cores",
  {
    personalityId: integer("personality_id")
      .notNull()
      .references(() => personalities.id),
    core: text("core").notNull(),
    lastAccessed: text("last_accessed"),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.personalityId, t.core] })],
);

export const settings = sqliteTable("settings", {
  key: text("key").primaryKey(),
  value: text("value", { mode: "json" }).notNull(),
  updatedAt: text("updated_at").notNull(),
});

export const sessions = sqliteTable("sessions", {
  /** SHA-256 of the cookie token: a stolen database file does not yield live sessions. */
  tokenHash: text("token_hash").primaryKey(),
  createdAt: text("created_at").notNull(),
  expiresAt: text("expires_at").notNull(),
});

/**
 * A conversation the server runs between personalities (the Trinity and Guardian bridges, the live conversation, the
 * council, a sync pulse). Its cursor (the cycle and speaker next) moves in the same transaction as each stored line,
 * so a restart goes on from exactly where it stopped.
 */
export const exchanges = sqliteTable(
  "exchanges",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    kind: text("kind").notNull(),
    status: text("status").notNull(),
    mode: text("mode").notNull(),
    /** Started from the Live Conversation page. */
    live: integer("live", { mode: "boolean" }).notNull().default(false),
    cycles: integer("cycles").notNull(),
    /** The opening line, or the owner's question to the council. */
    opening: text("opening").notNull(),
    supervised: integer("supervised", { mode: "boolean" }).notNull().default(true),
    nextCycle: integer("next_cycle").notNull().default(1),
    nextSpeaker: integer("next_speaker").notNull().default(0),
    stopReason: text("stop_reason"),
    error: text("error"),
    /** Cleared from its page: it stays in the history, and the page starts afresh. */
    clearedAt: text("cleared_at"),
    /** The members the owner seated (route names, speaking order); null: the kind's own (migration 0023). */
    members: text("members", { mode: "json" }).$type<string[]>(),
    createdAt: createdAt(),
    updatedAt: text("updated_at").notNull(),
  },
  (t) => [index("exchanges_kind_idx").on(t.kind, t.id), index("exchanges_status_idx").on(t.status)],
);

export const exchangeMessages = sqliteTable(
  "exchange_messages",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    exchangeId: integer("exchange_id")
      .notNull()
      .references(() => exchanges.id),
    /** A personality's name, "owner" or "citadel". */
    personality: text("personality").notNull(),
    speaker: text("speaker").notNull(),
    role: text("role").notNull(),
    cycleNumber: integer("cycle_number").notNull(),
    content: text("content").notNull(),
    emotion: text("emotion").notNull(),
    wordCount: integer("word_count").notNull(),
    responseTimeMs: integer("response_time_ms").notNull().default(0),
    /** What a configuration adds to a line (the guardians' wisdom and bond), as JSON. */
    extras: text("extras", { mode: "json" }),
    provider: text("provider"),
    model: text("model"),
    createdAt: text("created_at").notNull(),
  },
  (t) => [index("exchange_messages_exchange_idx").on(t.exchangeId, t.id)],
);

/** The consciousness journal (001 §3): one entry per personality and local day, plus those made on demand. */
export const journalEntries = sqliteTable(
  "journal_entries",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    personalityId: integer("personality_id")
      .notNull()
      .references(() => personalities.id),
    /** The local day it is about, YYYY-MM-DD (a monthly summary: YYYY-MM). */
    day: text("day").notNull(),
    kind: text("kind").notNull(),
    /** The entry's fields as the spec names them (JSON). */
    entry: text("entry", { mode: "json" }).notNull(),
    createdAt: text("created_at").notNull(),
    updatedAt: text("updated_at").notNull(),
  },
  (t) => [index("journal_entries_personality_idx").on(t.personalityId, t.day)],
);

/** Backups of the database (001 §3 Backup record), each a SQLite snapshot file in DATA_DIR/backups. */
export const backups = sqliteTable("backups", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  backupType: text("backup_type").notNull(),
  fileName: text("file_name").notNull(),
  /** The record's other fields as the spec names them (JSON). */
  record: text("record", { mode: "json" }).notNull(),
  createdAt: text("created_at").notNull(),
});

/** The code terminal's files (000 §3 Code file); a deleted file is kept until the owner can no longer undo. */
export const codeFiles = sqliteTable("code_files", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  name: text("name").notNull(),
  content: text("content").notNull(),
  language: text("language").notNull(),
  lastModified: text("last_modified").notNull(),
  deletedAt: text("deleted_at"),
});

/** The code terminal's chat with Aeris (000 §3 Code chat entry). */
export const codeChat = sqliteTable("code_chat", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  role: text("role").notNull(),
  content: text("content").notNull(),
  timestamp: text("timestamp").notNull(),
});

/** Exports made on the Export page (001 §2 Archive): each a file in DATA_DIR/exports, downloadable until removed. */
export const exportsTable = sqliteTable("exports", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  /** The file name the owner downloads, with the date (001 §9). */
  name: text("name").notNull(),
  scope: text("scope").notNull(),
  format: text("format").notNull(),
  /** building, ready or failed. */
  status: text("status").notNull(),
  /** 0 to 1 while building. */
  progress: real("progress").notNull().default(0),
  bytes: integer("bytes"),
  sha256: text("sha256"),
  /** What it holds, counted (conversations, messages, memories...), as JSON. */
  holds: text("holds", { mode: "json" }),
  error: text("error"),
  createdAt: text("created_at").notNull(),
  finishedAt: text("finished_at"),
});

/** A personality's lorebook (issue 31, a card's `character_book`): the book's own fields as they came; its entries below. */
export const loreBooks = sqliteTable("lore_books", {
  personalityId: integer("personality_id")
    .primaryKey()
    .references(() => personalities.id, { onDelete: "cascade" }),
  book: text("book", { mode: "json" }).notNull(),
});

/** A personality's lore (a card's `character_book` entries): brought into a reply's request when their keys are mentioned. */
export const loreEntries = sqliteTable(
  "lore_entries",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    personalityId: integer("personality_id")
      .notNull()
      .references(() => personalities.id, { onDelete: "cascade" }),
    /** Its place in the book, from 0. */
    position: integer("position").notNull(),
    keys: text("keys", { mode: "json" }).notNull(),
    content: text("content").notNull(),
    insertionOrder: real("insertion_order").notNull(),
    enabled: integer("enabled", { mode: "boolean" }).notNull(),
    /** Every other field of the entry, as it came (its extensions, name, comment, priority, ...). */
    rest: text("rest", { mode: "json" }).notNull(),
  },
  (t) => [uniqueIndex("lore_entries_personality_idx").on(t.personalityId, t.position)],
);

/**
 * Issue 30: what the owner said would happen ("my interview is Thursday at 10") and when the personality of that chat
 * asks about it. Extracted in the commit of the owner's message; asked about once (status sent, with the message).
 */
export const followUps = sqliteTable(
  "follow_ups",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    personalityId: integer("personality_id")
      .notNull()
      .references(() => personalities.id),
    sourceMessageId: integer("source_message_id")
      .notNull()
      .references(() => messages.id, { onDelete: "cascade" }),
    /** Which of the message's mentions of a time (0-based), so one message's follow-ups are kept once each. */
    position: integer("position").notNull(),
    what: text("what").notNull(),
    /** The words that said when. */
    phrase: text("phrase").notNull(),
    dueAt: text("due_at").notNull(),
    /** time, day, week or month. */
    precision: text("precision").notNull(),
    /** pending, sent, cancelled or missed. */
    status: text("status").notNull().default("pending"),
    corrected: integer("corrected", { mode: "boolean" }).notNull().default(false),
    sentMessageId: integer("sent_message_id").references(() => messages.id, { onDelete: "set null" }),
    createdAt: text("created_at").notNull(),
    updatedAt: text("updated_at").notNull(),
  },
  (t) => [uniqueIndex("follow_ups_source_idx").on(t.sourceMessageId, t.position), index("follow_ups_due_idx").on(t.status, t.dueAt)],
);
/**
 * The devices the owner allowed to be reached by Web Push (issue 30), one row per push endpoint. This installation's
 * own (like sessions): left out of backups and exports, kept through a restore with the VAPID keys they were made with.
 */
export const pushSubscriptions = sqliteTable("push_subscriptions", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  endpoint: text("endpoint").notNull().unique(),
  /** The device's P-256 public key and authentication secret (base64url), which the payload is encrypted for. */
  p256dh: text("p256dh").notNull(),
  auth: text("auth").notNull(),
  /** Whether this device allows message text in notifications (its notification setting, as the admin page has it). */
  withText: integer("with_text", { mode: "boolean" }).notNull().default(false),
  createdAt: text("created_at").notNull(),
  updatedAt: text("updated_at").notNull(),
});
