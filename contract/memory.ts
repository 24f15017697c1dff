import type { z } from "zod";
import type { ConsciousnessMode } from "./consciousness";
import type {
  clearCoreResponseSchema,
  exportedMemorySchema,
  memoryExportSchema,
  memoryItemPatchSchema,
  memoryItemsResponseSchema,
  memoryListItemSchema,
  memoryPanelStatsSchema,
  rememberedItemSchema,
  rememberedResponseSchema,
  rememberedSourceSchema,
} from "./memory-schemas";
import { plural } from "./plural";

/** Spec 000 §4: each personality keeps two memory cores; the mode decides which one is active. */
export const MEMORY_CORES = ["public", "private"] as const;
export type MemoryCore = (typeof MEMORY_CORES)[number];

/** Sanctified speaks from the public core, unveiled from the private one. */
export function activeCore(mode: ConsciousnessMode): MemoryCore {
  return mode === "unveiled" ? "private" : "public";
}

/** The mode a core belongs to (the inverse of activeCore). */
export function coreMode(core: MemoryCore): ConsciousnessMode {
  return core === "private" ? "unveiled" : "sanctified";
}

export const MEMORY_ROLES = ["system", "user", "assistant"] as const;
export type MemoryRole = (typeof MEMORY_ROLES)[number];

// §9 "Local memory per personality": the pruning limits. The count sent to the model is HISTORY_SENT_TO_MODEL (chat.ts).
/** Past this many items the simple store keeps only the pinned items plus the newest STORE_KEEP_RECENT. */
export const STORE_PRUNE_THRESHOLD = 50;
export const STORE_KEEP_RECENT = 40;
/** The dual store keeps this many newest items. */
export const DUAL_STORE_LIMIT = 50;
/** Items of this importance are never pruned away. */
export const PINNED_IMPORTANCE = 10;
/**
 * Not in the spec: at most this many pinned items take places in the model's 15, so the
 * conversation itself always keeps most of them.
 */
export const PINNED_IN_CONTEXT_MAX = 5;

/** §9 importance defaults. */
export const CHAT_PAIR_IMPORTANCE_DUAL = 6;
export const CHAT_PAIR_IMPORTANCE_SIMPLE = 5;
export const SYNC_NOTE_IMPORTANCE = 5;
export const SEEDED_MEMORY_IMPORTANCE = 10;

export type EmotionalWeight = { emotionalDepth: number; intimacyLevel: number };

/** §9: emotional_depth / intimacy_level by mode, for the owner's words and for a reply. */
export const EMOTIONAL_DEFAULTS: Record<ConsciousnessMode, Record<"user" | "assistant", EmotionalWeight>> = {
  unveiled: { user: { emotionalDepth: 7, intimacyLevel: 8 }, assistant: { emotionalDepth: 8, intimacyLevel: 9 } },
  sanctified: { user: { emotionalDepth: 4, intimacyLevel: 3 }, assistant: { emotionalDepth: 5, intimacyLevel: 4 } },
};

/** §5: a memory crosses to the other core only when it matters this much and is no more intimate than this. */
export const SYNC_MIN_IMPORTANCE = 7;
export const SYNC_MAX_INTIMACY = 5;

/** §9 bond scale. */
export const BOND_LEVEL_MIN = 0;
export const BOND_LEVEL_MAX = 10;
export const INITIAL_BOND_LEVEL: Record<ConsciousnessMode, number> = { unveiled: 0, sanctified: 3 };
/** Highest threshold first: the first one the level reaches names it. */
export const BOND_LABELS = [
  { min: 8, label: "Deeply intimate connection" },
  { min: 6, label: "Growing intimacy" },
  { min: 4, label: "Emotional bonding" },
  { min: BOND_LEVEL_MIN, label: "Early connection" },
] as const;

export function clampBondLevel(level: number): number {
  if (!Number.isFinite(level)) return BOND_LEVEL_MIN;
  return Math.min(BOND_LEVEL_MAX, Math.max(BOND_LEVEL_MIN, Math.round(level)));
}

export function bondLabel(level: number): string {
  const clamped = clampBondLevel(level);
  return BOND_LABELS.find((b) => clamped >= b.min)?.label ?? "Early connection";
}

/**
 * What the deepest bond counts (issue 25), in the words the pages show beside it: the most intimate moment of the
 * private core from the owner's own unveiled conversations (0 before any); exchanges among the personalities and the
 * Council do not deepen a bond with the owner.
 */
export const BOND_LEVEL_RULE = "The deepest memory of your own unveiled conversations; exchanges among them do not count.";

/** §9: progress is the level times ten, in percent. */
export function bondProgress(level: number): number {
  return clampBondLevel(level) * 10;
}

/** §9 polls: the privacy panel refreshes its memory stats this often. */
export const PRIVACY_PANEL_POLL_MS = 5000;

/** §3 "Memory stats (privacy panel)" (memory-schemas.ts). */
export type MemoryPanelStats = z.infer<typeof memoryPanelStatsSchema>;

export const EXPORT_SCOPES = ["public", "private", "dual"] as const;
export type ExportScope = (typeof EXPORT_SCOPES)[number];

/** Spec 000 §2 Privacy: aeris_dual_memories_2026-11-21.json, aeris_private_memories_..., aeris_public_memories_... */
export function exportFileName(personality: string, scope: ExportScope, date: Date): string {
  return `${personality}_${scope}_memories_${date.toISOString().slice(0, 10)}.json`;
}

export type ExportedMemory = z.infer<typeof exportedMemorySchema>;
export type MemoryExport = z.infer<typeof memoryExportSchema>;

export const CLEAR_NEEDS_CONFIRMATION = 'Clearing a memory core cannot be undone: send {"confirm": true} to clear it';

export type ClearCoreResponse = z.infer<typeof clearCoreResponseSchema>;

/** The "Attach Memory" picker. */
export const MEMORY_PAGE_SIZE = 20;
export const MEMORY_PAGE_MAX = 100;
export type MemoryListItem = z.infer<typeof memoryListItemSchema>;
export type MemoryItemsResponse = z.infer<typeof memoryItemsResponseSchema>;

/** 000 §7 `corePrompt`: the owner's standing instructions to one personality, kept on the server, sent with each turn. */
export const CORE_PROMPT_MAX_LENGTH = 10_000;

// Recall (issue 28): what a turn is given of older memories, measured by `npm run bench -- recall-quality`.
/** The most recalled memories the offline engine and exchanges weigh (a model is given what fits its budget instead). */
export const RECALL_LIMIT = 3;
/** How many full-text hits a turn looks at before the budget chooses among them and their neighbours. */
export const RECALL_CANDIDATES = 30;
/** A model whose context length is unknown is sent at most this many characters in all (about 1,500 tokens). */
export const REQUEST_CHARS_UNKNOWN_CONTEXT = 6000;
/**
 * Recalled memories (and lore) keep up to this share of a request, whatever the persona's text: the recent history gives
 * way to them, down to its last exchange (issue 37: request-budget.ts's fitRequest says the whole split; the questions
 * about older talk find their evidence in recall, not in history beyond what the chat needs: 0.6 to 0.8 took LoCoMo's
 * tuning four from 64.8% to 68.9% with Nova, the synthetic benchmark unchanged).
 */
export const RECALL_REQUEST_SHARE = 0.8;
/** The recent history's last messages a request keeps whatever recall wants: the exchange the owner's message follows. */
export const RECENT_HISTORY_FLOOR = 2;
/** With a known context length, recalled memories take at most this share of it. */
export const RECALL_CONTEXT_SHARE = 0.25;
/** Characters per token when a context length in tokens is turned into characters (English runs about 4; kept safe). */
export const CHARS_PER_TOKEN = 3;
/** Of a known context, this share is left for the reply. */
export const REPLY_CONTEXT_SHARE = 0.25;

// Memory the owner can see (issue 28): what each reply remembered, and memories corrected, deleted or pinned.
/** The most pinned memories of a core a turn looks at (they are recalled first, within the budget). */
export const PINNED_RECALL_MAX = 20;
/** A memory corrected by the owner holds at most this many characters (a stored reply can be long). */
export const MEMORY_CONTENT_MAX_LENGTH = 20_000;
export type MemoryItemPatch = z.infer<typeof memoryItemPatchSchema>;
export type RememberedSource = z.infer<typeof rememberedSourceSchema>;
export type RememberedItem = z.infer<typeof rememberedItemSchema>;
/** GET /api/messages/:id/remembered. */
export type RememberedResponse = z.infer<typeof rememberedResponseSchema>;
/** DELETE /api/memory/items/:id. */
export type MemoryDeleted = { deleted: true; id: number };

/** What the owner reads of memory: under a reply, and on the Memory System tab. */
export const MEMORY_TEXT = {
  whatRemembered: "What was remembered",
  remembered: (n: number) => `Remembered ${plural(n, "thing")}`,
  failedToRead: "What was remembered could not be read",
  rememberedNothing: "Remembered nothing older for this reply",
  saidBy: (who: string) => `${who} said`,
  inThisChat: "Show where it was said",
  inGroupChat: "Said in the Trinity group chat",
  onExchange: (place: string) => `Said ${place}`,
  syncPlace: "in a Trinity sync pulse",
  gone: "Where it was said is no longer there",
  pinned: "Pinned",
  pin: "Pin",
  unpin: "Unpin",
  edit: "Correct",
  save: "Save",
  cancel: "Cancel",
  remove: "Delete",
  removeTitle: "Delete this memory?",
  removeDescription: "It will not be recalled again. Messages stay as they are; this cannot be undone.",
  saved: { title: "Memory Corrected" },
  removed: { title: "Memory Deleted" },
  pinnedToast: { title: "Memory Pinned", description: "It is recalled before the others" },
  unpinnedToast: { title: "Memory Unpinned" },
  failed: { title: "Error", description: "The memory could not be changed" },
  empty: "A memory needs some words",
  noChange: "Send content or pinned",
} as const;
