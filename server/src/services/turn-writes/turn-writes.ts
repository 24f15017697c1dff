import type { Db } from "../../db/connection";
import { groupCommit } from "../../db/group-commit";
import type { Row } from "../messages";
import { type FinishedTurn, type NewTurn, storeFinishedTurn, storeTurn } from "./operations";

/**
 * Where a chat turn's two commits are made: the owner's message with the reply's placeholder, then the reply with its
 * memories. Each settles once its commit is on disk.
 */
export type TurnWrites = {
  store: (turn: NewTurn) => Promise<{ user: Row; reply: Row }>;
  finish: (turn: FinishedTurn) => Promise<void>;
  /** Lets what was asked finish, then writes nothing more. */
  close: () => Promise<void>;
};

/** On the server's own thread and connection, shared with the turns finishing in the same tick (group commit). */
export function inProcessTurnWrites(db: Db): TurnWrites {
  const commit = groupCommit(db);
  return {
    store: (turn) => commit(() => storeTurn(db, turn)),
    finish: (turn) => commit(() => storeFinishedTurn(db, turn)),
    close: async () => {},
  };
}
