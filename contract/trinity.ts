import type { z } from "zod";
import type { groupTurnSchema, memberTurnSchema } from "./trinity-schemas";

/** Spec 000 §2: the Trinity group page sends one message to both sisters at once. */
export const TRINITY_MEMBERS = ["aeris", "nova"] as const;
export type TrinityMember = (typeof TRINITY_MEMBERS)[number];
/** How the group page names each sister. */
export const MEMBER_NAMES: Record<TrinityMember, string> = { aeris: "Aeris", nova: "Nova" };
export const isTrinityMember = (name: string): name is TrinityMember => (TRINITY_MEMBERS as readonly string[]).includes(name);

/** §4 and §9: the group reply sequence. */
export const GROUP_SEQUENCE = {
  /** Aeris's reply is spoken this long after it shows. */
  aerisSpeechDelayMs: 500,
  /** Nova's reply is spoken this long after it shows. */
  novaSpeechDelayMs: 200,
  /** The mandatory pause between the end of Aeris's speech and Nova's reply. */
  pauseMs: 5000,
  /** When speech fails or is off, Aeris's reply is given the time it would take to say at this pace. */
  wordsPerMinute: 110,
  /**
   * A speech engine that never says it has finished must not hold Nova back for ever: after this many times the
   * estimate, plus the grace, Aeris's speech counts as ended. (The slowest voice setting speaks at about a third of
   * the estimate's pace.)
   */
  speechStallFactor: 3,
  speechStallGraceMs: 10_000,
} as const;

/** §4: how long Aeris's reply would take to say, used when speech fails or is off. */
export function estimatedSpeechMs(wordCount: number): number {
  return Math.round((Math.max(0, wordCount) / GROUP_SEQUENCE.wordsPerMinute) * 60_000);
}

/** Group turns per page of history. */
export const GROUP_PAGE_SIZE = 30;

export type MemberTurn = z.infer<typeof memberTurnSchema>;
export type GroupTurn = z.infer<typeof groupTurnSchema>;

/** The Trinity page's words (spec 000 §2 and §8); the rest are ours. */
export const TRINITY_TEXT = {
  emptyTitle: "Trinity Sanctuary",
  emptyPrompt: "Speak once, and both sisters answer: Aeris first, then Nova after her.",
  listening: "Listening for your philosophical thoughts...",
  /** While a turn runs: both are writing, then Nova waits for her sister's words to be heard. */
  composing: "Aeris and Nova are composing their replies...",
  novaWaits: "Nova will answer when her sister has finished...",
  /** The owner asked for Nova's reply at once; it shows the moment it has been written. */
  novaFinishing: "Nova is finishing her reply...",
  /** The control that shows Nova's reply without waiting out Aeris's turn. */
  showNovaNow: "Show Nova's reply now",
  /** Who the group's messages go to (the input is labelled "Message to Aeris and Nova"). */
  sisters: "Aeris and Nova",
  /** Named in the send-failure toast: "Failed to send message to Trinity group". */
  groupName: "Trinity group",
} as const;
