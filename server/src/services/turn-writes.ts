import type { ConsciousnessMode } from "../../../../contract/consciousness";
import type { Personality } from "../../../../contract/personalities";
import { loggable } from "../../ai/scrub-secrets";
import type { CompletedReply } from "../../ai/reply";
import type { ImageInput } from "../../ai/types";
import type { Db } from "../../db/connection";
import { completeTurn, insertTurn, type Row } from "../messages";
import { memoryForTurn } from "../memory/recall";
import { rememberTurn } from "../memory/store";

/** An owner message to store with its reply's placeholder. Plain data: it may cross to the writer thread. */
export type NewTurn = {
  personality: Personality;
  content: string;
  mode: ConsciousnessMode;
  groupTurn?: string | null;
  image?: ImageInput;
  createdAt: string;
};

/** A reply written in full, to store with the turn's memories. Plain data, like NewTurn. */
export type FinishedTurn = {
  personalityId: number;
  mode: ConsciousnessMode;
  userId: number;
  userText: string;
  replyId: number;
  reply: CompletedReply;
  /** When it finished: the reply's time and its memories'. */
  at: string;
};

/** The stored owner message and reply placeholder, with the memory the model is to be given for the turn. */
export type StoredTurn = { user: Row; reply: Row; memory: ReturnType<typeof memoryForTurn> };

/**
 * Stores the owner's message and its reply's placeholder, and reads the turn's memory (working set and recall) on the
 * same connection. On the writer thread that connection's cache is warm, where the server's would have been emptied by
 * the thread's last commit: the reads cost half as much there, and the server's thread is spared them.
 */
export function storeTurn(db: Db, turn: NewTurn): StoredTurn {
  const { user, reply } = insertTurn(
    db,
    turn.personality,
    { content: turn.content, mode: turn.mode, groupTurn: turn.groupTurn, image: turn.image },
    turn.createdAt,
  );
  return { user, reply, memory: memoryForTurn(db, turn.personality.id, turn.mode, turn.content) };
}

/**
 * The reply and its memories. A memory that fails to be written (its own savepoint) is logged (spec 000 §8) and the
 * reply is stored all the same.
 */
export function storeFinishedTurn(db: Db, turn: FinishedTurn): void {
  completeTurn(db, turn.userId, turn.replyId, turn.reply, turn.at);
  try {
    // In a savepoint of its own: a failure undoes the memories alone.
    rememberTurn(db, { now: () => new Date(turn.at) }, {
      personalityId: turn.personalityId,
      mode: turn.mode,
      userMessageId: turn.userId,
      userText: turn.userText,
      replyMessageId: turn.replyId,
      replyText: turn.reply.text,
    });
  } catch (error) {
    console.error("Memory write failed", loggable(error));
  }
}

/** The writes a turn makes, by name: what the writer thread is asked to run. */
export const turnOperations = { storeTurn, storeFinishedTurn };
export type TurnOperation = keyof typeof turnOperations;
