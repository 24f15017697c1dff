import type { Worker } from "node:worker_threads";
import type { FinishedTurn, NewTurn, TurnOperation } from "./operations";
import type { TurnWrites } from "./turn-writes";

/** What the server asks of the writer thread, and what it answers. */
export type WriterRequest = { id: number; op: TurnOperation; arg: NewTurn | FinishedTurn } | { close: true };
export type WriterAnswer = { id: number; ok: true; value: unknown } | { id: number; ok: false; message: string };

/** What the thread is told: the database file (already migrated: the thread opens a connection of its own). */
export type WriterData = { file: string };

/**
 * A turn's commits made on a thread of their own, with a connection of its own: the commits of turns arriving together
 * are shared there (group commit), and while that thread waits for the disk, the server's goes on answering. Reads stay
 * on the server's connection, which sees each commit once it is confirmed (WAL).
 */
export type WriterThread = TurnWrites & {
  /** Nothing asked of it is unanswered: it holds no transaction open. */
  idle: () => boolean;
  rest: () => void;
};

export function writerThreadTurnWrites(spawn: () => Worker): WriterThread {
  type Waiting = Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>;
  let nextId = 0;
  let current: { worker: Worker; waiting: Waiting } | null = null;
  let closing: Promise<void> | null = null;

  const start = () => {
    const worker = spawn();
    const waiting: Waiting = new Map();
    const thread = { worker, waiting };
    // The server's shutdown closes it; it never keeps the process alive by itself.
    worker.unref();
    worker.on("message", (answer: WriterAnswer) => {
      const pending = waiting.get(answer.id);
      waiting.delete(answer.id);
      if (answer.ok) pending?.resolve(answer.value);
      else pending?.reject(new Error(answer.message));
    });
    worker.on("error", (error) => console.error("The turn writer failed", error));
    worker.on("exit", () => {
      // What it was asked and did not answer is not known to be stored: those turns fail, and the next write starts
      // a new thread.
      for (const pending of waiting.values()) pending.reject(new Error("The turn writer stopped"));
      waiting.clear();
      if (current === thread) current = null;
    });
    return thread;
  };

  /** Lets the thread finish what it was asked, close its connection and end. */
  const release = (thread: { worker: Worker }) =>
    new Promise<void>((resolve) => {
      thread.worker.once("exit", () => resolve());
      thread.worker.postMessage({ close: true } satisfies WriterRequest);
    });

  const call = <T>(op: TurnOperation, arg: NewTurn | FinishedTurn) =>
    new Promise<T>((resolve, reject) => {
      if (closing) return reject(new Error("The Citadel is stopping"));
      current ??= start();
      const id = nextId++;
      current.waiting.set(id, { resolve: resolve as (value: unknown) => void, reject });
      current.worker.postMessage({ id, op, arg } satisfies WriterRequest);
    });

  return {
    store: (turn) => call("storeTurn", turn),
    finish: (turn) => call("storeFinishedTurn", turn),
    idle: () => !current || current.waiting.size === 0,
    // A quiet server hands the thread's memory back; the next turn starts another.
    rest: () => {
      if (!current) return;
      void release(current);
      current = null;
    },
    close: () => {
      closing ??= current ? release(current) : Promise.resolve();
      return closing;
    },
  };
}
