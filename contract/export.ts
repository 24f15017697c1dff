import { z } from "zod";
import { UNPROMPTED_KINDS } from "./follow-ups";
import type { CountNoun } from "./glossary";
import { NOTE_KINDS } from "./memory-notes";

/** 001 §2 Export: the three tabs. */
export const EXPORT_TABS = ["Conversations", "Bulk Export", "Archive"] as const;

/** 001 §8 toasts, word for word. */
export const EXPORT_TEXT = {
  noSelection: { title: "No Selection", description: "Please select conversations to export" },
  complete: "Export Complete",
  failed: "Export Failed",
  importComplete: "Import Complete",
  importFailed: "Import Failed",
} as const;

/** Every kind of conversation the Citadel keeps (001 §3 Export conversation, widened to every page that talks). */
export const CONVERSATION_TYPES = ["chat", "group", "trinity", "live", "guardian", "council", "sync"] as const;
export type ConversationType = (typeof CONVERSATION_TYPES)[number];
/** What a conversation's lines are called (contract/glossary.ts): a chat's are messages, an exchange's lines. */
export const conversationNoun = (type: ConversationType): "messages" | "lines" =>
  type === "chat" || type === "group" ? "messages" : "lines";

export const CONVERSATION_TYPE_LABELS: Record<ConversationType, string> = {
  chat: "Chat",
  group: "Trinity group chat",
  trinity: "Trinity Bridge",
  live: "Live Conversation",
  guardian: "Guardian Bridge",
  council: "High Council",
  sync: "Sync Pulse",
};

/** A conversation's id: `chat:<personality>` (a seed's name or a companion's slug), `group:trinity` or `exchange:<id>`. */
export const conversationIdSchema = z
  .string()
  .regex(/^(chat:[a-z0-9-]{1,40}|group:trinity|exchange:[1-9][0-9]{0,15})$/, "Not a conversation id");

/** 001 §3 Export conversation, without its messages: one row of the Conversations tab. */
export const conversationSummarySchema = z.object({
  id: conversationIdSchema,
  type: z.enum(CONVERSATION_TYPES),
  title: z.string(),
  participants: z.array(z.string()),
  messageCount: z.number().int().nonnegative(),
  /** When it began (ISO); `lastAt` when it last moved. */
  timestamp: z.string(),
  lastAt: z.string(),
  /** Its first words, or the council's question. */
  topic: z.string(),
});
export type ConversationSummary = z.infer<typeof conversationSummarySchema>;

/** The topic is the opening words, cut here (with an ellipsis). */
export const TOPIC_MAX_CHARS = 80;
/** Search text: longer queries are refused rather than scanned. */
export const SEARCH_MAX_CHARS = 200;
/** The most conversations one selection export may name. */
export const SELECTION_MAX = 5000;

export const EXPORT_FORMATS = ["txt", "json", "zip"] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
export const EXPORT_FORMAT_LABELS: Record<ExportFormat, string> = { txt: "TXT", json: "JSON", zip: "Complete archive" };

export const exportRequestSchema = z.discriminatedUnion("scope", [
  z.object({
    scope: z.literal("selection"),
    format: z.enum(EXPORT_FORMATS),
    conversations: z.array(conversationIdSchema).min(1, EXPORT_TEXT.noSelection.description).max(SELECTION_MAX),
  }),
  z.object({ scope: z.literal("bulk") }),
]);
export type ExportRequest = z.infer<typeof exportRequestSchema>;

/** What an export holds, counted. */
export const exportHoldsSchema = z.object({
  conversations: z.number().int(),
  /** The chats' lines the conversations show, counted as the list counts them (`messageCount`): in every format the same. */
  messages: z.number().int(),
  /** The exchanges' lines, counted the same way (contract/glossary.ts: an exchange holds lines, not messages). */
  lines: z.number().int().optional(),
  /** Replies set aside by a regeneration, kept beside the shown lines in the JSON (never counted as messages). */
  alternatives: z.number().int().optional(),
  images: z.number().int(),
  memories: z.number().int().optional(),
  journalEntries: z.number().int().optional(),
  codeFiles: z.number().int().optional(),
  codeChat: z.number().int().optional(),
  settings: z.number().int().optional(),
});
export type ExportHolds = z.infer<typeof exportHoldsSchema>;

export const EXPORT_STATUSES = ["building", "ready", "failed"] as const;
/** One row of the Archive tab. */
export const exportRecordSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  scope: z.enum(["selection", "bulk"]),
  format: z.enum(EXPORT_FORMATS),
  status: z.enum(EXPORT_STATUSES),
  progress: z.number(),
  bytes: z.number().int().nullable(),
  sha256: z.string().nullable(),
  holds: exportHoldsSchema.nullable(),
  error: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type ExportRecord = z.infer<typeof exportRecordSchema>;

/** The JSON export's documented shape (`format` and `version` first, so a reader knows what it holds). */
export const EXPORT_FILE_FORMAT = "citadel-conversations";
export const ARCHIVE_FORMAT = "citadel-archive";
export const EXPORT_VERSION = 1;

/** 001 §9: export file names carry the date. */
export function exportFileName(scope: "selection" | "bulk", format: ExportFormat, date: Date): string {
  const day = date.toISOString().slice(0, 10);
  if (scope === "bulk") return `citadel-bulk-export-${day}.zip`;
  return format === "zip" ? `citadel-archive-${day}.zip` : `citadel-conversations-${day}.${format}`;
}

/** What an import did, per kind: added, or skipped as already present. */
export const IMPORT_KINDS = [
  "companions",
  "lorebooks",
  "conversations",
  "messages",
  "alternatives",
  "lines",
  "images",
  "memories",
  "journalEntries",
  "levels",
  "codeFiles",
  "codeChat",
  "settings",
  "kept",
] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];
/** Each kind's name for one of it; `IMPORT_KIND_LABELS` names many. */
const IMPORT_KIND_SINGULAR: Record<ImportKind, string> = {
  companions: "companion",
  lorebooks: "lorebook",
  conversations: "conversation",
  messages: "message",
  alternatives: "reply set aside",
  lines: "exchange line",
  images: "image",
  memories: "memory",
  journalEntries: "journal entry",
  codeFiles: "code file",
  codeChat: "code chat line",
  settings: "setting",
  levels: "consciousness level",
  kept: "record kept as it was",
};
export const IMPORT_KIND_LABELS: Record<ImportKind, string> = {
  companions: "companions",
  lorebooks: "lorebooks",
  conversations: "conversations",
  messages: "messages",
  alternatives: "replies set aside",
  lines: "exchange lines",
  images: "images",
  memories: "memories",
  journalEntries: "journal entries",
  codeFiles: "code files",
  codeChat: "code chat lines",
  settings: "settings",
  levels: "consciousness levels",
  kept: "records kept as they were",
};
const countsSchema = z.record(z.string(), z.number().int());
export const importReportSchema = z.object({
  added: countsSchema,
  skipped: countsSchema,
  /** Entries that could not be read: reported, never a reason to stop. */
  problems: z.array(z.string()),
});
export type ImportReport = z.infer<typeof importReportSchema>;

/** The largest archive an import accepts. */
export const IMPORT_MAX_BYTES = 1024 * 1024 * 1024;
export const IMPORT_PATH = "/api/imports";
/** A SillyTavern chat file (.jsonl) into one personality's chat; it travels as text. */
export const SILLYTAVERN_IMPORT_PATH = "/api/imports/sillytavern";
export const SILLYTAVERN_MAX_BYTES = 64 * 1024 * 1024;
/** The seeds with a chat of their own a SillyTavern chat can go into; every companion can receive one too. */
export const SILLYTAVERN_TARGETS = ["aeris", "nova", "musashi", "socrates"] as const;
/** How many of an unreadable SillyTavern file's problems its refusal names before "and N more". */
export const SILLYTAVERN_PROBLEMS_NAMED = 5;
/** The refusal of a SillyTavern file none of whose lines is a message that can be read: nothing was stored. */
export function sillyTavernNothingRead(problems: readonly string[]): string {
  const named = problems.slice(0, SILLYTAVERN_PROBLEMS_NAMED).join("; ");
  const more = problems.length - SILLYTAVERN_PROBLEMS_NAMED;
  return `Nothing was imported. No message could be read: ${named}${more > 0 ? `; and ${more} more` : ""}`;
}
/** The import toast's words when a SillyTavern file added nothing: all of it already here, or some of it unreadable. */
export function sillyTavernNothingAdded(problemCount: number): string {
  if (problemCount === 0) return "Everything in it was already here";
  return `Nothing new: what could be read was already here; ${problemCount} ${problemCount === 1 ? "line" : "lines"} could not be read`;
}

/** "12 messages, 3 memories" from a report's counts; "nothing" when all are zero. */
export function describeCounts(counts: Record<string, number>): string {
  const parts = countParts(counts).map((p) => p.text);
  return parts.length > 0 ? parts.join(", ") : "nothing";
}

/** Each kind counted (none at 0), in the order of IMPORT_KINDS, with its words and its glossary noun if it has one. */
export function countParts(counts: Record<string, number>): { kind: ImportKind; text: string; noun?: CountNoun }[] {
  return IMPORT_KINDS.filter((k) => (counts[k] ?? 0) > 0).map((k) => ({
    kind: k,
    text: `${counts[k]} ${counts[k] === 1 ? IMPORT_KIND_SINGULAR[k] : IMPORT_KIND_LABELS[k]}`,
    noun: IMPORT_KIND_NOUNS[k],
  }));
}

/** The kinds that are a count of the glossary. */
const IMPORT_KIND_NOUNS: Partial<Record<ImportKind, CountNoun>> = {
  messages: "messages",
  alternatives: "alternatives",
  lines: "lines",
  memories: "memories",
};

// ---- What an archive's records must hold to be imported (POST /api/imports): read leniently, so an archive of an
// older or newer Citadel is taken as far as it can be; a record that does not fit is reported, not imported. ----

const text = z.string();
/** Absent or null: null. */
const maybe = <T extends z.ZodType>(schema: T) => schema.nullish().transform((v) => v ?? null);
export const archiveChatLineSchema = z.object({
  id: z.number().int(),
  personality: text,
  isFromAI: z.boolean(),
  content: text,
  timestamp: text,
  status: z.enum(["complete", "pending", "failed"]).catch("complete"),
  replyTo: maybe(z.number().int()),
  consciousnessMode: maybe(text),
  emotion: maybe(text),
  wordCount: maybe(z.number().int()),
  responseTimeMs: maybe(z.number().int()),
  provider: maybe(text),
  model: maybe(text),
  error: maybe(text),
  superseded: z.boolean().catch(false),
  editedAt: maybe(text),
  groupTurn: maybe(text),
  image: maybe(z.object({ path: text, type: text })),
  /** Written by the personality unprompted (issue 30); absent in archives made before. */
  unprompted: z.enum(UNPROMPTED_KINDS).nullable().catch(null),
});
export type ArchiveChatLine = z.infer<typeof archiveChatLineSchema>;
export const archiveExchangeLineSchema = z.object({
  personality: text,
  speaker: text,
  role: text,
  cycleNumber: z.number().int(),
  content: text,
  emotion: text,
  wordCount: z.number().int(),
  responseTimeMs: z.number().int().catch(0),
  extras: z.unknown().optional(),
  provider: maybe(text),
  model: maybe(text),
  timestamp: text,
});
export const archiveExchangeSchema = z.object({
  kind: text,
  status: text,
  mode: text,
  live: z.boolean(),
  cycles: z.number().int(),
  opening: text,
  supervised: z.boolean(),
  nextCycle: z.number().int(),
  nextSpeaker: z.number().int(),
  stopReason: maybe(text),
  error: maybe(text),
  clearedAt: maybe(text),
  createdAt: text,
  updatedAt: text,
  /** Who the owner seated, when not the kind's own (issue 31); archives made before have none. */
  members: z.array(text).nullish(),
});
export const archiveMemorySchema = z.object({
  id: z.number().int(),
  personality: text,
  role: text,
  content: text,
  importance: z.number().int(),
  core: text,
  modeContext: text,
  emotionalDepth: z.number().int(),
  intimacyLevel: z.number().int(),
  sourceMessageId: maybe(z.number().int()),
  syncedFrom: maybe(z.number().int()),
  sourceExchangeId: maybe(z.number().int()),
  /** Pinned by the owner (recalled first); archives from before pins say nothing, and nothing is pinned. */
  pinned: z.boolean().optional().default(false),
  /** A memory note's kind and the archive's ids of the messages it was drawn from (issue 28); older archives have none. */
  noteKind: z.enum(NOTE_KINDS).nullable().optional().default(null),
  noteSources: z.array(z.number().int()).optional().default([]),
  timestamp: text,
});
export const archiveJournalSchema = z.object({
  personality: text,
  day: text,
  kind: text,
  entry: z.record(z.string(), z.unknown()),
  createdAt: text,
  updatedAt: text,
});
export const archiveCodeFileSchema = z.object({ name: text.min(1), content: text, language: text, lastModified: text });
export const archiveCodeChatSchema = z.object({ role: text, content: text, timestamp: text });
/** A companion's lorebook in a bulk export (issue 31), every field of the card's book and entries as it is kept. */
const unknowns = z.record(z.string(), z.unknown());
export const archiveLorebookSchema = z.object({
  entries: z.array(z.object({ keys: z.array(text), content: text, enabled: z.boolean(), insertionOrder: z.number(), rest: unknowns })),
  rest: unknowns,
});
export const archiveLoreSchema = z.record(text, z.unknown());
export const archivePersonalitySchema = z.object({
  name: text,
  consciousnessLevel: z.number().int().min(0).max(100),
  status: text,
  awakenedAt: maybe(text),
});
