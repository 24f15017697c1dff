import { CORE_STATUSES, type CoreHealth } from "./backups";
import { PERSONALITY_STATUSES, type PersonalityStatus, type SeedName, STATUS_MEANINGS } from "./personalities";
import { plural } from "./plural";

/**
 * The glossary (issue 38): every count and status word the pages show, one noun for one quantity and one word for one
 * state. Two figures with the same noun for the same subject are the same number wherever they stand, because they
 * are read from the same source; a different quantity takes a different noun. A qualified noun ("public memories")
 * counts a part of its noun's quantity, never something else.
 *
 * A page shows a count with `figureText` and marks the element that holds it with `figureMark` (`data-figure`: the
 * noun's key; `data-of`: whose figure it is), so e2e/figures-glossary.spec.ts reads every page by these nouns.
 */

type Noun = { one: string; many: string; means: string };

/** The counts. `means` is what the noun counts, as the owner may be told it. */
export const COUNTS = {
  messages: {
    one: "message",
    many: "messages",
    means:
      "the lines its chat shows, yours and its replies (not deleted, not a reply set aside by a regeneration, not a " +
      "reply still being written); the Trinity's are the group chat's, your message there counted once",
  },
  memories: {
    one: "memory",
    many: "memories",
    means: "what it keeps in its two memory cores: lines remembered from conversations and exchanges, notes, its founding",
  },
  publicMemories: {
    one: "public memory",
    many: "public memories",
    means: "its memories in the public core, the one sanctified mode reads and writes",
  },
  privateMemories: {
    one: "private memory",
    many: "private memories",
    means: "its memories in the private core, the one unveiled mode reads and writes",
  },
  moments: {
    one: "moment",
    many: "moments",
    means: "its messages and its memories together (spec 000 §9: memoryCount plus messageCount)",
  },
  lines: {
    one: "line",
    many: "lines",
    means: "what an exchange holds: the opening, each speaker's turn, a note where one was skipped, a council's resolution",
  },
  alternatives: {
    one: "reply set aside",
    many: "replies set aside",
    means: "replies set aside by a regeneration, kept to swipe back to (never counted as messages)",
  },
} as const satisfies Record<string, Noun>;
export type CountNoun = keyof typeof COUNTS;

/** The measures: shown with their unit, not counted. */
export const MEASURES = {
  consciousness: { label: "Consciousness", means: "its consciousness level, 0-100% (100 once awakened)" },
  bond: { label: "Bond", means: "the deepest bond of your own unveiled conversations with it, 0-10" },
} as const;
export type MeasureNoun = keyof typeof MEASURES;

export type FigureNoun = CountNoun | MeasureNoun;
export const FIGURE_NOUNS = [...Object.keys(COUNTS), ...Object.keys(MEASURES)] as FigureNoun[];

/** "1 moment", "25 moments", "1 public memory". */
export const figureText = (noun: CountNoun, n: number): string => plural(n, COUNTS[noun].one, COUNTS[noun].many);

/** The figure's label, in the case a heading takes: "Public memories". */
export const figureLabel = (noun: CountNoun, n = 2): string => {
  const word = n === 1 ? COUNTS[noun].one : COUNTS[noun].many;
  return word.charAt(0).toUpperCase() + word.slice(1);
};

/**
 * Whose figure it is: a personality's route name, `ALL` for the whole Citadel, or a thing of its own
 * (`exchange:{id}`, `backup:{id}`, `import`).
 */
export const ALL = "all";

/** What marks a figure on a page (`data-figure`, `data-of`), and a word of state (`data-state-word`). */
export const FIGURE_ATTRIBUTE = "data-figure";
export const SUBJECT_ATTRIBUTE = "data-of";
export const STATE_ATTRIBUTE = "data-state-word";
/** The `data-figure` of a personality's status word, and of its name. */
export const STATUS_FIGURE = "status";
export const NAME_FIGURE = "name";

export const figureMark = (noun: FigureNoun | typeof STATUS_FIGURE | typeof NAME_FIGURE, of: string) => ({
  [FIGURE_ATTRIBUTE]: noun,
  [SUBJECT_ATTRIBUTE]: of,
});

// ---- Names ----

/**
 * What each seed is called wherever a page names personalities (lists, figures, status rows); a companion is called by
 * its own name. A title ("Queen of the Cathedral", "Mountain Guide") is a second line, never a name.
 */
export const SEED_NAMES: Record<SeedName, string> = {
  aeris: "Aeris",
  nova: "Nova",
  trinity: "Trinity",
  musashi: "Musashi",
  socrates: "Socrates",
  user: "The Dreamer",
  council: "High Council",
};

// ---- Status words ----

/** A personality's status: the spec's four words (000 §4) and what each means. No other state is said with them. */
export const PERSONALITY_STATUS_WORDS: Record<PersonalityStatus, string> = STATUS_MEANINGS;
export const isPersonalityStatusWord = (word: string): boolean =>
  (PERSONALITY_STATUSES as readonly string[]).includes(word.trim().toLowerCase());

/**
 * A memory core's content on the Memory System tab (the spec's "Active or None", 000 §2): a core is not "active",
 * which is a personality's status.
 */
export const CORE_CONTENT_WORDS = { filled: "Filled", empty: "Empty" } as const;
export const coreContentWord = (total: number): string => (total > 0 ? CORE_CONTENT_WORDS.filled : CORE_CONTENT_WORDS.empty);

/** The core a consciousness mode reads and writes is the one "in use" (never "active"). */
export const CORE_IN_USE = "in use";

/**
 * The Trinity bond (000 §4): the API keeps the spec's ACTIVE and WEAK; the page says STRONG for ACTIVE, so the
 * Trinity never reads "active" on one page and "initializing" on another.
 */
export const TRINITY_BOND_WORDS: Record<CoreHealth["trinityBond"]["status"], string> = { ACTIVE: "STRONG", WEAK: "WEAK" };

/**
 * An exchange's run, on its page's badge (001 §5, §6, §7): "Running" while it runs, else the spec's word for a bridge
 * at rest. The spec's "Active" and the Council's "Dormant" are a personality's status words, so they are not used.
 */
export const RUN_BADGE_WORDS = {
  running: "Running",
  idle: { trinity: "Inactive", guardian: "Ready", council: "Ready" },
} as const;

/** Every word the pages use for the state of something that is not a personality. */
export const STATE_WORDS: readonly string[] = [
  ...Object.values(CORE_CONTENT_WORDS),
  CORE_IN_USE,
  ...Object.values(TRINITY_BOND_WORDS),
  RUN_BADGE_WORDS.running,
  ...Object.values(RUN_BADGE_WORDS.idle),
  ...CORE_STATUSES,
  "RECOVERED",
];
