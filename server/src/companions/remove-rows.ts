import type Database from "better-sqlite3";

type ForeignKey = { table: string; from: string; to: string; parent: string };

/** Every foreign key of the database, as child table and column → parent table and column. */
function foreignKeys(sqlite: Database.Database): ForeignKey[] {
  const tables = sqlite
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
    .pluck()
    .all() as string[];
  return tables.flatMap((table) =>
    (sqlite.prepare(`PRAGMA foreign_key_list("${table}")`).all() as { table: string; from: string; to: string | null }[]).map((fk) => ({
      table,
      from: fk.from,
      to: fk.to ?? "rowid",
      parent: fk.table,
    })),
  );
}

/**
 * Deletes the rows of `table` that `where` selects and, first, every row that refers to them by a foreign key, however
 * deep (a personality's messages, their images and what their replies remembered; its memories; tables added later).
 * Run it inside a transaction: either all of it goes, or nothing.
 */
export function deleteWithDependants(sqlite: Database.Database, table: string, where: string, params: unknown[]): void {
  const keys = foreignKeys(sqlite);
  const visit = (current: string, selector: string, depth: number) => {
    if (depth > 8) throw new Error(`foreign keys nest too deep under ${current}`);
    for (const fk of keys.filter((k) => k.parent === current && k.table !== current)) {
      const childSelector = `"${fk.from}" IN (SELECT "${fk.to}" FROM "${current}" WHERE ${selector})`;
      visit(fk.table, childSelector, depth + 1);
    }
    sqlite.prepare(`DELETE FROM "${current}" WHERE ${selector}`).run(...params);
  };
  visit(table, where, 0);
}
