import type { PersonalityName } from "@contract/personalities";

/**
 * What a voice call (features/call) needs of a conversation, filled in by the conversation it is held in: a
 * personality's chat or the Trinity group. The call sends the owner's words through the conversation's own send path
 * (the same request as a typed message, so history, memory and everything else are as for a typed message) and hears
 * the reply through the sink as it streams.
 */
export type ReplySink = {
  /** The server stored the owner's message and is writing this reply (the call stops it by this id on barge-in). */
  started: (speaker: PersonalityName, replyId: number) => void;
  /** A piece of a reply, in order. */
  token: (speaker: PersonalityName, piece: string) => void;
  /** Resolves once all that `speaker` was given has been spoken (or the speech was stopped). */
  spoken: (speaker: PersonalityName) => Promise<void>;
  /** Aborted when the owner interrupts or ends the call: whatever waits (Nova's turn) waits no more. */
  signal: AbortSignal;
};

export type CallConversation = {
  /** Who is called, as the call screen names them ("Aeris", "Aeris and Nova"). */
  who: string;
  /** Who answers, in order (one personality, or Aeris then Nova), with the name the call screen gives each. */
  speakers: readonly { name: PersonalityName; displayName: string }[];
  /**
   * Sends the owner's words (and a camera frame) as a message; resolves when every reply has been written (or has
   * failed), with whether the server kept the owner's message.
   */
  send: (text: string, imageBase64: string | null, sink: ReplySink) => Promise<boolean>;
};
