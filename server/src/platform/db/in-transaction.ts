import type { Db } from "./connection";
import { preparedFor } from "./prepared";

/**
 * better-sqlite3's transaction wrapper, built once per connection: `db.$client.transaction(fn)` builds four wrappers
 * and their properties on every call, and a chat turn's commits made a handful each.
 */
const wrapper = preparedFor((db) => db.$client.transaction((work: () => unknown) => work()));

/**
 * Runs `work` in a transaction, or in a savepoint inside the one open: committed (or released) when it returns, undone
 * when it throws (and the error thrown again), as `db.$client.transaction(work)()`.
 */
export const inTransaction = <T>(db: Db, work: () => T): T => wrapper(db)(work) as T;
