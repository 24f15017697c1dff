/**
 * How a personality speaks with the others in an exchange (not with the owner): lines built from templates that
 * name {partner} (who spoke last), {topic} (a phrase of theirs), {motif} (one of the speaker's own images), {owner}
 * and {note} (the owner's words when they step in), {memory} (something recalled).
 */
export type DialogueVoice = {
  /** Takes up a phrase the partner just said. */
  takeUp: readonly string[];
  /** Answers a partner whose line offered no phrase to hold. */
  takeUpOpen: readonly string[];
  /** The speaker's own thought, around one of its motifs. */
  thought: readonly string[];
  /** In a council: agrees with the one who spoke last, on a phrase of theirs ("I agree with {partner}"...). */
  agree: readonly string[];
  /** In a council: disagrees, by name, on a phrase ("I disagree with {partner} on “{topic}”"...). */
  disagree: readonly string[];
  /** In a council: this speaker's own counsel on the owner's question ({qtopic}, a phrase of it). */
  counsel: readonly string[];
  /** How often, in a council, this speaker disagrees rather than agrees (0 to 1). */
  dissent: number;
  /** Hands the conversation back with a question or a challenge. */
  handOff: readonly string[];
  /** Answers the owner who stepped in. */
  ownerNote: readonly string[];
  /** Brings in a recalled memory. */
  recall: readonly string[];
  /** The speaker's own images, each a noun phrase. */
  motifs: readonly string[];
};
