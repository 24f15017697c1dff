import type { Emotion } from "@contract/emotions";

/** The parts an ordinary reply (news, a feeling, a plan) is built from, one line each. */
export type SectionKind = "opener" | "feeling" | "image" | "file" | "lore" | "body" | "recall" | "unveiled" | "ask";

/** Fewest openers a persona has: none comes back within ten turns (see rotation.ts). */
export const MIN_OPENERS = 12;

/**
 * A persona's phrase banks and the shape of its replies. Templates may name {name} and {sanctuary} anywhere, and
 * the placeholder their bank is for: {reflection} (the owner's words turned to face them: "You moved to Leeds"),
 * {topic} (a phrase of theirs, turned: "your driving test"), {recollection} ("on 3 May you told me “…”"),
 * {correction}, {echo} (a question put back: "My favourite time of day?"), {a} and {b} (two options), {daypart},
 * {image}, {file}. Each bank is taken in a fixed order, so no line comes back within ten replies (rotation.ts).
 */
export type PersonaStyle = {
  speaker: string;
  /** Most lines in an ordinary reply; past it, sections in dropFirst go, in that order. */
  maxLines: number;
  dropFirst: readonly SectionKind[];
  /** The first words to an owner it holds no reply to yet: a first meeting. */
  greetings: readonly string[];
  /** After a first greeting: asking the owner's name (while they have none but the default), or what brings them. */
  inviteName: readonly string[];
  invite: readonly string[];
  /** A greeting later on ("Good morning, Aeris."): {daypart} when they named one. */
  greetBack: readonly string[];
  /** The owner gave their name: {name} is it. */
  heardName: readonly string[];
  thanks: readonly string[];
  farewells: readonly string[];
  /** How a reply opens, one short sentence each (at least MIN_OPENERS). */
  openers: readonly string[];
  /** Answers to the owner's feeling; every line must itself read as that emotion (tested). */
  feelings: Readonly<Record<Emotion, readonly string[]>>;
  /** Says the owner's news back to them: {reflection}, at the start of a sentence. */
  reflect: readonly string[];
  /** The same for a hard day: no cheer, no hurry. */
  reflectGently: readonly string[];
  /** Takes up a phrase of a message too long or tangled to say back: {topic}. */
  engage: readonly string[];
  engageGentle: readonly string[];
  /** What it asks next, by the message's tone, or about a plan. */
  askNeutral: readonly string[];
  askGood: readonly string[];
  askBad: readonly string[];
  askPlan: readonly string[];
  /** Brings up a memory unasked: {recollection}. */
  recall: readonly string[];
  /** Answers a question about the owner's life from memory: {recollection}. */
  answer: readonly string[];
  /** A question about the owner's life it holds nothing on: said plainly. */
  unknown: readonly string[];
  /** Its own answer to a question put to it (it has no facts to look up: it answers as itself), then turns it back. */
  musing: readonly string[];
  turnBack: readonly string[];
  /** Asked what to do: between two options ({a}, {b}), or in general. */
  choose: readonly string[];
  advise: readonly string[];
  /** A question about the world it cannot look up offline. */
  wonderAloud: readonly string[];
  /** The owner corrects what they said: {correction}. */
  corrected: readonly string[];
  image: readonly string[];
  file: readonly string[];
  /** Said only in unveiled mode: more tender. */
  unveiled: readonly string[];
  /** Ends a reply that asked nothing. */
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
