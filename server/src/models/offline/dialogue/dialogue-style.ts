/**
 * How a personality speaks with the others in an exchange (not with the owner): lines built from templates that
 * name {partner} (who spoke last), {topic} (a phrase of theirs), {motif} (one of the speaker's own images), {owner}
 * and {note} (the owner's words when they step in), {recollection} (something remembered, told by who said it).
 */
export type DialogueStyle = {
  /** Takes up a phrase the partner just said. */
  takeUp: readonly string[];
  /** Answers a partner whose line offered no phrase to hold. */
  takeUpOpen: readonly string[];
  /** The speaker's own thought, around one of its motifs. */
  thought: readonly string[];
  /** Hands the conversation back with a question or a challenge. */
  handOff: readonly string[];
  /** Answers the owner who stepped in. */
  ownerNote: readonly string[];
  /** Brings in a memory of an earlier exchange: {recollection} says when, where, who and their words. */
  recall: readonly string[];
  /** The speaker's own images, each a noun phrase. */
  motifs: readonly string[];
};
