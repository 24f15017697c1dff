import type { Db } from "../../db/connection";

type Sqlite = Db["$client"];

/** Prepared statements made once per connection: the hot paths (recall, working memory) skip re-parsing SQL. */
export function preparedFor<T>(prepare: (sqlite: Sqlite) => T): (db: Db) => T {
  const cache = new WeakMap<Sqlite, T>();
  return (db) => {
    let statements = cache.get(db.$client);
    if (!statements) {
      statements = prepare(db.$client);
      cache.set(db.$client, statements);
    }
    return statements;
  };
}
