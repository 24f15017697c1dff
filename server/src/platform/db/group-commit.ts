import type { Db } from "./connection";
import { inTransaction } from "./in-transaction";
import { preparedFor } from "./prepared";

type Pending = { work: () => unknown; resolve: (value: unknown) => void; reject: (error: unknown) => void };

/**
 * Group commit: writes asked for in the same turn of the event loop share one transaction, so concurrent chat turns
 * share one commit and one sync to disk instead of paying for one each. Each write runs in a savepoint of its own: one
 * that throws is undone alone and its caller gets the error, the others are committed. A write is confirmed (its
 * promise settles) only once the commit holding it is on disk.
 */
function createGroupCommit(db: Db) {
  let queue: Pending[] = [];
  const flush = () => {
    const batch = queue;
    queue = [];
    const outcomes: ({ ok: true; value: unknown } | { ok: false; error: unknown })[] = [];
    try {
      inTransaction(db, () => {
        for (const item of batch) {
          try {
            outcomes.push({ ok: true, value: inTransaction(db, item.work) });
          } catch (error) {
            outcomes.push({ ok: false, error });
          }
        }
      });
    } catch (error) {
      // The commit itself failed (the disk, say): nothing of the batch is stored.
      for (const item of batch) item.reject(error);
      return;
    }
    batch.forEach((item, i) => {
      const outcome = outcomes[i];
      if (outcome?.ok) item.resolve(outcome.value);
      else item.reject(outcome?.error);
    });
  };
  return <T>(work: () => T): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      if (queue.length === 0) setImmediate(flush);
      queue.push({ work, resolve: resolve as (value: unknown) => void, reject });
    });
}

/** The database's group commit (one per database). */
export const groupCommit = preparedFor(createGroupCommit);
