import type { Db } from "../../db/connection";
import { groupCommit } from "../../db/group-commit";
import { type FinishedTurn, type NewTurn, type StoredTurn, storeFinishedTurn, storeTurn } from "./operations";
import type { WriterThread } from "./writer-thread";

/**
 * Where a chat turn's two commits are made: the owner's message with the reply's placeholder, then the reply with its
 * memories. Each settles once its commit is on disk.
 */
export type TurnWrites = {
  store: (turn: NewTurn) => Promise<StoredTurn>;
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

/** A write asked for: how to make it here, how to send it to the thread, and whom to tell. */
type Asked = {
  run: (db: Db) => unknown;
  send: (thread: WriterThread) => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
};

/**
 * The write of a lone turn (the owner chatting) is committed right here, the quickest way to confirm it (no hop to
 * another thread, no memory for one). When turns overlap, their writes go to the writer thread, so the server's thread
 * goes on answering while they reach the disk. A write is made here only while the thread holds no transaction, so the
 * two never wait for each other's lock.
 */
export function adaptiveTurnWrites(db: Db, thread: WriterThread, turnsInProgress: () => number): TurnWrites {
  let queue: Asked[] = [];
  const flush = () => {
    const batch = queue;
    queue = [];
    const [only] = batch;
    if (only && batch.length === 1 && turnsInProgress() <= 1 && thread.idle()) {
      try {
        only.resolve(db.$client.transaction(() => only.run(db))());
      } catch (error) {
        only.reject(error);
      }
      return;
    }
    for (const asked of batch) asked.send(thread).then(asked.resolve, asked.reject);
  };
  const ask = <T>(run: (db: Db) => T, send: (thread: WriterThread) => Promise<T>) =>
    new Promise<T>((resolve, reject) => {
      if (queue.length === 0) setImmediate(flush);
      queue.push({ run, send, resolve: resolve as (value: unknown) => void, reject });
    });
  return {
    store: (turn) => ask((on) => storeTurn(on, turn), (t) => t.store(turn)),
    finish: (turn) => ask((on) => storeFinishedTurn(on, turn), (t) => t.finish(turn)),
    close: thread.close,
  };
}
