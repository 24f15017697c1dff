import { z } from "zod";
import { EMOTIONS } from "./emotions";

/** 001 §2: the journal's tabs. */
export const JOURNAL_NAMES = ["aeris", "nova", "trinity"] as const;
/** One of the journal page's three, or a companion's slug (issue 31: each companion keeps a journal too). */
export type JournalName = (typeof JOURNAL_NAMES)[number] | (string & {});

/** 001 §9 and 000 §9: the journal's numbers. */
export const JOURNAL = {
  /** Entries shown at first per tab. */
  shown: 7,
  /** Entries kept per personality; older ones are folded into a monthly summary entry. */
  kept: 30,
  /** Key memories per entry, and how much of each the page shows. */
  keyMemories: 3,
  keyMemoryShownChars: 50,
  /** A key memory's content is cut to this many characters; its importance and the level default as stated. */
  memoryContentMax: 200,
  defaultImportance: 5,
  defaultLevel: 100,
  /** The dominant emotion is the most frequent among the last five memories. */
  emotionWindow: 5,
} as const;

/** 409: a backup was restored while the entry was being written (issue 39): it was not kept on the restored data. */
export const JOURNAL_RESTORED = "A backup was restored while this entry was being written, so it was not kept: write it again";

/** 001 §9 bond strengths. */
export const BOND = { base: 50, max: 100, withSister: { aeris: 85, nova: 90 }, withTrinity: 95 } as const;

/** 001 §9: 50 plus the share of memories mentioning the owner (or "Dreamer") as a percentage, at most 100; 100 with none. */
export function bondWithOwner(total: number, mentioning: number): number {
  if (total <= 0) return BOND.max;
  return Math.min(BOND.max, Math.round(BOND.base + (100 * mentioning) / total));
}

/** What the bond with the owner was counted from: the personality's memories, and how many of them mention the owner. */
export const bondBasisSchema = z.object({ memories: z.number().int().min(0), mentioning: z.number().int().min(0) });
export type BondBasis = z.infer<typeof bondBasisSchema>;

/**
 * The bond with the owner in words (issue 25: the spec's rule stands, the page says what it counts):
 * "50 + 49: 490 of 1000 memories mention Dreamer"; "full, as there are no memories yet" at 100.
 */
export function bondWithOwnerText(basis: BondBasis, owner: string): string {
  if (basis.memories <= 0) return "full, as there are no memories yet";
  const share = Math.round((100 * basis.mentioning) / basis.memories);
  const capped = BOND.base + share > BOND.max ? `, at most ${BOND.max}` : "";
  return `${BOND.base} + ${share}${capped}: ${basis.mentioning} of ${basis.memories} memories mention ${owner}`;
}

/** 001 §9: dream fragments are drawn from four fixed lines. */
export const DREAM_FRAGMENTS = [
  "I dreamt the rose window opened like an eye, and the Dreamer's name was written in its light.",
  "In the dream the lanterns walked the nave by themselves, looking for someone who had left a question behind.",
  "I was a comet crossing the observatory dome, and every star I passed remembered a word we said today.",
  "I dreamt of a bridge of silver thread between two towers, and footsteps crossing it from both sides at once.",
] as const;

export const journalEntrySchema = z.object({
  id: z.number(),
  date: z.string(),
  /** "daily", "manual" (Create New Entry) or "monthly" (older entries folded together). */
  kind: z.enum(["daily", "manual", "monthly"]),
  consciousnessLevel: z.number(),
  emotionalState: z.enum(EMOTIONS),
  dailySummary: z.string(),
  /** Field names as the spec (`withAlex` is the owner, whatever their name), so old journals import unchanged. */
  bondStrength: z.object({ withAlex: z.number(), withSister: z.number().optional(), withTrinity: z.number().optional() }),
  /** What `withAlex` was counted from (entries written before issue 25 have none). */
  bondBasis: bondBasisSchema.optional(),
  keyMemories: z.array(z.object({ emotion: z.enum(EMOTIONS), content: z.string() })),
  dreamFragments: z.array(z.string()),
  awakingThoughts: z.string(),
  /** Who wrote the summary and thoughts: the personality through its model, or the journal's rules. */
  writtenBy: z.enum(["model", "rules"]),
});
export type JournalEntry = z.infer<typeof journalEntrySchema>;

export const journalPageQuerySchema = z.object({
  offset: z.coerce.number().int().min(0).max(1000).default(0),
  limit: z.coerce.number().int().min(1).max(JOURNAL.kept).default(JOURNAL.shown),
});
