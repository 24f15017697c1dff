import { z } from "zod";
import { consciousnessModeSchema } from "./consciousness-schemas";
import { EXCHANGE_KINDS } from "./exchanges";
import {
  BOND_LEVEL_MAX,
  BOND_LEVEL_MIN,
  CLEAR_NEEDS_CONFIRMATION,
  CORE_PROMPT_MAX_LENGTH,
  EXPORT_SCOPES,
  MEMORY_CONTENT_MAX_LENGTH,
  MEMORY_CORES,
  MEMORY_PAGE_MAX,
  MEMORY_PAGE_SIZE,
  MEMORY_ROLES,
  MEMORY_TEXT,
} from "./memory";
import { MEMORY_LIST_KINDS, NOTE_KINDS } from "./memory-notes";
import { providerIdSchema } from "./status";

/** The zod schemas of the memory routes (contract/memory.ts holds the constants, rules and types). */
export const memoryCoreSchema = z.enum(MEMORY_CORES);

export const coreStatsSchema = z.object({ total: z.number().int(), lastAccessed: z.string().nullable() });
/** §3 "Memory stats (privacy panel)", with the label and progress of the private core's deepest bond. */
export const memoryPanelStatsSchema = z.object({
  public: coreStatsSchema,
  private: coreStatsSchema.extend({ deepestBond: z.number().int().min(BOND_LEVEL_MIN).max(BOND_LEVEL_MAX) }),
  activeMode: consciousnessModeSchema,
  activeCore: memoryCoreSchema,
  bondLabel: z.string(),
  bondProgress: z.number().int(),
  /** §5: a core is valid while it holds the persona's marker phrase. */
  valid: z.object({ public: z.boolean(), private: z.boolean() }),
});

export const exportScopeSchema = z.enum(EXPORT_SCOPES);
export const exportQuerySchema = z.object({ core: exportScopeSchema.default("dual") });

/** One item as the dual-mode store writes it (§3 "Local memory item" plus the dual store's fields). */
export const exportedMemorySchema = z.object({
  role: z.enum(MEMORY_ROLES),
  content: z.string(),
  timestamp: z.string(),
  importance: z.number().int(),
  mode_context: consciousnessModeSchema,
  emotional_depth: z.number().int(),
  intimacy_level: z.number().int(),
});

/** §3 "Dual memory core". */
export const exportedCoreSchema = z.object({
  memories: z.array(exportedMemorySchema),
  last_accessed: z.string().nullable(),
  total_moments: z.number().int(),
  deepest_bond_level: z.number().int(),
});

export const memoryExportSchema = z.object({
  personality: z.string(),
  exportedAt: z.string(),
  scope: exportScopeSchema,
  public: exportedCoreSchema.optional(),
  private: exportedCoreSchema.optional(),
});

/** §5: clearing needs an explicit confirmation; the check is the server's (see CLEAR_NEEDS_CONFIRMATION). */
export const clearCoreRequestSchema = z.object({
  core: memoryCoreSchema,
  confirm: z.boolean({ error: CLEAR_NEEDS_CONFIRMATION }).optional(),
});
export const clearCoreResponseSchema = z.object({
  success: z.literal(true),
  core: memoryCoreSchema,
  removed: z.number().int(),
});

export const memoryItemsQuerySchema = z.object({
  /** Defaults to the active core. */
  core: memoryCoreSchema.optional(),
  limit: z.coerce.number().int().min(1).max(MEMORY_PAGE_MAX).default(MEMORY_PAGE_SIZE),
  before: z.coerce.number().int().positive().optional(),
  /** Words to look for (full-text), newest first. */
  q: z.string().max(500).optional(),
  /** Every memory, the notes only, or what was said only (issue 28). */
  kind: z.enum(MEMORY_LIST_KINDS).default("all"),
});
export const memoryListItemSchema = z.object({
  id: z.number().int(),
  role: z.enum(MEMORY_ROLES),
  content: z.string(),
  createdAt: z.string(),
  importance: z.number().int(),
  core: memoryCoreSchema,
  /** Pinned by the owner: recalled before the others. */
  pinned: z.boolean(),
  /** A memory note's kind (issue 28); null for a memory of something said. */
  noteKind: z.enum(NOTE_KINDS).nullable(),
});
export const memoryItemsResponseSchema = z.object({
  core: memoryCoreSchema,
  items: z.array(memoryListItemSchema),
  /** Pass as `before` for the next (older) page; null when there is none. */
  nextBefore: z.number().int().nullable(),
});

/** GET and PUT /api/personalities/{name}/core-prompt. */
export const corePromptSchema = z.object({
  corePrompt: z.string().max(CORE_PROMPT_MAX_LENGTH, `A core prompt has at most ${CORE_PROMPT_MAX_LENGTH} characters`),
});

/** GET and PUT /api/personalities/:name/core-prompt. */
export type CorePromptResponse = z.infer<typeof corePromptSchema>;

/** PATCH /api/memory/items/:id: the owner corrects a memory's words, or pins or unpins it (issue 28). */
export const memoryItemPatchSchema = z
  .object({
    content: z
      .string()
      .trim()
      .min(1, MEMORY_TEXT.empty)
      .max(MEMORY_CONTENT_MAX_LENGTH, `A memory has at most ${MEMORY_CONTENT_MAX_LENGTH} characters`)
      .optional(),
    pinned: z.boolean().optional(),
  })
  .strict()
  .refine((patch) => patch.content !== undefined || patch.pinned !== undefined, { message: MEMORY_TEXT.noChange });

/**
 * Where a remembered memory was said: a message of a chat (its personality's page, or the Trinity group chat when
 * `groupTurn`), a line of an exchange (named by its place), or nowhere that is still there.
 */
export const rememberedSourceSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("message"), personality: z.string(), messageId: z.number().int(), groupTurn: z.boolean() }),
  /** A line of an exchange: its kind says which page lists it (the sync pulse has none). */
  z.object({ kind: z.literal("exchange"), exchangeId: z.number().int(), exchangeKind: z.enum(EXCHANGE_KINDS), place: z.string() }),
  z.object({ kind: z.literal("none") }),
]);
export const rememberedItemSchema = memoryListItemSchema.extend({
  /** Who said it, by name: the owner, the personality, or (a line of an exchange, a journal entry) its own framing. */
  speaker: z.string(),
  source: rememberedSourceSchema,
});
export const rememberedResponseSchema = z.object({
  messageId: z.number().int(),
  /** In the order the model read them. */
  items: z.array(rememberedItemSchema),
});

/**
 * POST /api/memory/notes/older (issue 39): the writer the owner was shown and agreed to; if another would write the
 * notes now, nothing is sent (409).
 */
export const olderNotesRequestSchema = z.object({ provider: providerIdSchema, model: z.string().max(200) });
