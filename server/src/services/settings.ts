import { eq } from "drizzle-orm";
import type { Db } from "../db/connection";
import { settings } from "../db/schema";
import type { Clock } from "./clock";

export function readSetting<T>(db: Db, key: string): T | undefined {
  const row = db.select().from(settings).where(eq(settings.key, key)).get();
  return row?.value as T | undefined;
}

export function writeSetting(db: Db, clock: Clock, key: string, value: unknown): void {
  const updatedAt = clock.now().toISOString();
  db.insert(settings)
    .values({ key, value, updatedAt })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt } })
    .run();
}
