import type { ConsciousnessMode } from "@contract/consciousness";
import type { Personality } from "@contract/personalities";
import { readFollowUps } from "../follow-ups";
import { memoryForTurn, recordRemembered, rememberTurn } from "../memory";
import type { CompletedReply } from "../models/reply/reply";
import type { ImageInput } from "../models/types";
import type { Db } from "../platform/db/connection";
import { dataGeneration } from "../platform/db/generation";
import { groupCommit } from "../platform/db/group-commit";
import { inTransaction } from "../platform/db/in-transaction";
import { loggable } from "../platform/scrub-secrets";
import { completeTurn, insertTurn, type Row } from "./messages";

/**
 * A chat turn's two commits, made on the server's connection: the owner's message with the reply's placeholder, then
 * the reply with its memories. Each is shared with the other writes asked for in the same tick (group commit: the
 * Trinity's two replies share one sync to disk) and settles once its commit is on disk. A write that throws is undone
 * alone and rejects with its own error (an AppError keeps its status).
 */

/** An owner message to store with its reply's placeholder. */
export type NewTurn = {
  personality: Personality;
  content: string;
  mode: ConsciousnessMode;
  groupTurn?: string | null;
  image?: ImageInput;
  createdAt: string;
};

/** A reply written in full, to store with the turn's memories. */
export type FinishedTurn = {
  personalityId: number;
  mode: ConsciousnessMode;
  userId: number;
  userText: string;
  replyId: number;
  reply: CompletedReply;
  /** The recalled memories that reached the model's request, in its order (what the reply remembered). */
  remembered?: readonly number[];
  /** When it finished: the reply's time and its memories'. */
  at: string;
  /** The data the turn was begun on (dataGeneration when its placeholder was stored). */
  generation: number;
};

/** A reply that was still being written when the data was restored from a backup: it is not stored. */
export class TurnOutlived extends Error {}

/**
 * The stored owner message and reply placeholder, with the memory the model is to be given for the turn and the data's
 * generation they were stored in.
 */
export type StoredTurn = { user: Row; reply: Row; memory: ReturnType<typeof memoryForTurn>; generation: number };

/**
 * Stores the owner's message and its reply's placeholder, with what the message says to follow up (issue 30), and
 * reads the turn's memory (working set and recall).
 */
export function storeTurn(db: Db, turn: NewTurn): Promise<StoredTurn> {
  // Read before the commit, which the other turns of this tick share: only the writing is done inside.
  const keepFollowUps = readFollowUps(db, turn.personality, turn);
  return groupCommit(db)(() => {
    const { user, reply } = insertTurn(
      db,
      turn.personality,
      { content: turn.content, mode: turn.mode, groupTurn: turn.groupTurn, image: turn.image },
      turn.createdAt,
    );
    try {
      // In a savepoint of its own: a follow-up that cannot be kept never costs the owner their message.
      inTransaction(db, () => keepFollowUps(user.id));
    } catch (error) {
      console.error("Follow-ups not kept", loggable(error));
    }
    return { user, reply, memory: memoryForTurn(db, turn.personality.id, turn.mode, turn.content), generation: dataGeneration(db) };
  });
}

/**
 * The reply, what it remembered, and its memories. A memory that fails to be written (its own savepoint) is logged (spec 000 §8) and the
 * reply is stored all the same. A turn that outlived its data (a restore came between) throws TurnOutlived, writing nothing.
 */
export function storeFinishedTurn(db: Db, turn: FinishedTurn): Promise<void> {
  return groupCommit(db)(() => {
    if (dataGeneration(db) !== turn.generation) throw new TurnOutlived();
    completeTurn(db, turn.userId, turn.replyId, turn.reply, turn.at);
    // What the reply remembered goes in with it: a reply is never shown without its record, nor a record without it.
    recordRemembered(db, turn.replyId, turn.remembered ?? []);
    try {
      // In a savepoint of its own: a failure undoes the memories alone.
      rememberTurn(
        db,
        { now: () => new Date(turn.at) },
        {
          personalityId: turn.personalityId,
          mode: turn.mode,
          userMessageId: turn.userId,
          userText: turn.userText,
          replyMessageId: turn.replyId,
          replyText: turn.reply.text,
        },
      );
    } catch (error) {
      console.error("Memory write failed", loggable(error));
    }
  });
}
