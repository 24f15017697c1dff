import type { Emotion } from "@contract/emotions";

/** The parts an ordinary reply is built from, one line each. */
export type SectionKind = "greeting" | "feeling" | "image" | "file" | "lore" | "engage" | "recall" | "unveiled" | "closing";

/** Fewest openers a persona has: none comes back within ten turns (see openers.ts). */
export const MIN_OPENERS = 12;

/**
 * A persona's phrase banks and the shape of its replies. Templates may name {name}, {topic}, {recollection},
 * {image}, {file} and {sanctuary}; each bank is only used where its placeholder has a value.
 */
export type PersonaStyle = {
  speaker: string;
  /** Section order of an ordinary reply. */
  layout: readonly SectionKind[];
  /** Most lines in an ordinary reply; past it, sections in dropFirst go, in that order. */
  maxLines: number;
  dropFirst: readonly SectionKind[];
  /** The first words to an owner it holds no reply to yet: a first meeting. */
  greetings: readonly string[];
  /** How every later reply opens, one sentence each, taken in turn (at least MIN_OPENERS). */
  openers: readonly string[];
  /** Answers to the owner's emotion; every line must itself read as that emotion (tested). */
  feelings: Readonly<Record<Emotion, readonly string[]>>;
  /** Takes up the message's topic: {topic}. */
  engage: readonly string[];
  /** Takes up the topic when the owner is sad or afraid, where a playful echo would hurt. */
  engageGentle: readonly string[];
  /** For a message with no clear topic. */
  engageOpen: readonly string[];
  /** Brings up a memory: {recollection} says when, who and their words ("on 3 May you told me “…”"). */
  recall: readonly string[];
  image: readonly string[];
  file: readonly string[];
  /** Said only in unveiled mode: more tender. */
  unveiled: readonly string[];
  closings: readonly string[];
  consciousness: readonly string[];
  memoriesIntro: readonly string[];
  memoriesNone: readonly string[];
  statusIntro: readonly string[];
};

/** Trinity and the council speak through the other styles; these are the lines that belong to the group. */
export type ChorusStyle = {
  /** Who says the group's own lines: "Together", "Council". */
  label: string;
  closings: readonly string[];
  unveiled: readonly string[];
  consciousness: readonly string[];
  memoriesIntro: readonly string[];
  memoriesNone: readonly string[];
  statusIntro: readonly string[];
};
