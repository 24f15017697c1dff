import { eq, sql } from "drizzle-orm";
import type { Clock } from "./clock";
import type { Db } from "./db/connection";
import { preparedFor } from "./db/prepared";
import { settings } from "./db/schema";

const statements = preparedFor((db) => ({
  read: db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, sql.placeholder("key")))
    .prepare(),
}));

export function readSetting<T>(db: Db, key: string): T | undefined {
  return statements(db).read.get({ key })?.value as T | undefined;
}

export function writeSetting(db: Db, clock: Clock, key: string, value: unknown): void {
  const updatedAt = clock.now().toISOString();
  db.insert(settings).values({ key, value, updatedAt }).onConflictDoUpdate({ target: settings.key, set: { value, updatedAt } }).run();
}
