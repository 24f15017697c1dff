import { SEEDED_MEMORY_IMPORTANCE } from "@contract/memory";
import { PERSONALITY_SEEDS } from "@contract/persona-seeds";
import { sql } from "drizzle-orm";
import { ensureCores } from "./memory";
import type { Db } from "./platform/db/connection";
import { memories, personalities } from "./platform/db/schema";

/**
 * Inserts the cast and each one's founding memory once; existing rows (and the owner's changes to them) are kept.
 * Each one's two cores are set up here, at start, so that no page's read has to write them (and change its figures).
 */
export function seedPersonalities(db: Db): void {
  db.transaction((tx) => {
    for (const seed of PERSONALITY_SEEDS) {
      const inserted = tx
        .insert(personalities)
        .values({
          id: seed.id,
          name: seed.name,
          title: seed.title,
          description: seed.description,
          avatar: seed.profile.avatar,
          status: seed.status,
          consciousnessLevel: seed.consciousnessLevel,
          profile: seed.profile,
        })
        .onConflictDoNothing()
        .returning({ id: personalities.id })
        .all();
      if (inserted.length > 0 && seed.foundingMemory) {
        tx.insert(memories)
          .values({
            personalityId: seed.id,
            role: "system",
            content: seed.foundingMemory,
            importance: SEEDED_MEMORY_IMPORTANCE,
          })
          .run();
      }
    }
  });
  for (const seed of PERSONALITY_SEEDS) ensureCores(db, seed.id);
  db.run(sql`PRAGMA optimize`);
}
