import type { Db } from "./connection";

/**
 * Statements built once per database instead of on every call: on the chat path, building and preparing SQL
 * each time cost more than the queries themselves.
 */
export function preparedFor<T>(build: (db: Db) => T): (db: Db) => T {
  const cache = new WeakMap<Db, T>();
  return (db) => {
    let statements = cache.get(db);
    if (!statements) {
      statements = build(db);
      cache.set(db, statements);
    }
    return statements;
  };
}
