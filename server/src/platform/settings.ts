import type { Clock } from "./clock";
import type { Db } from "./db/connection";
import { preparedFor } from "./db/prepared";
import { settings } from "./db/schema";

// Read many times a turn (the owner's name, the provider, the core prompt…): on the raw connection, the stored JSON
// parsed as the schema's json column would parse it.
const statements = preparedFor((db) => ({
  read: db.$client.prepare<[string], string>("SELECT value FROM settings WHERE key = ?").pluck(),
}));

export function readSetting<T>(db: Db, key: string): T | undefined {
  const value = statements(db).read.get(key);
  return value === undefined ? undefined : (JSON.parse(value) as T);
}

export function writeSetting(db: Db, clock: Clock, key: string, value: unknown): void {
  const updatedAt = clock.now().toISOString();
  db.insert(settings).values({ key, value, updatedAt }).onConflictDoUpdate({ target: settings.key, set: { value, updatedAt } }).run();
}
