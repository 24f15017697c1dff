import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { openDatabase } from "../src/platform/db/connection";
import { seedPersonalities } from "../src/seed";
import { fixedClock, migrationsFolder } from "./harness";

/** A migrated, seeded database in a throwaway folder, and a movable clock, for the memory service tests. */
export function openTestDb() {
  const dir = mkdtempSync(path.join(os.tmpdir(), "citadel-memory-"));
  const db = openDatabase(path.join(dir, "citadel.sqlite"), migrationsFolder);
  seedPersonalities(db);
  const clock = fixedClock();
  return {
    db,
    clock,
    close: () => {
      db.$client.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
