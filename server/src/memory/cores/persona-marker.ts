import type { MemoryCore } from "@contract/memory";
import type { PersonaProfile } from "@contract/persona";
import { eq } from "drizzle-orm";
import type { Db } from "../../platform/db/connection";
import { personalities } from "../../platform/db/schema";
import { quoteFts } from "../recall/fts-query";
import { holdsMarker } from "./marker";

/** The persona's marker phrase: its profile's memoryAnchor. */
export function personaMarker(db: Db, personalityId: number): string | null {
  const row = db.select({ profile: personalities.profile }).from(personalities).where(eq(personalities.id, personalityId)).get();
  const anchor = (row?.profile as Partial<PersonaProfile> | undefined)?.memoryAnchor;
  return typeof anchor === "string" && anchor.trim() !== "" ? anchor : null;
}

/**
 * §5 validity, read from the database: the full-text index finds the items holding the phrase's words
 * in order, and the rule (holdsMarker) decides on their exact text. Fast on a core of any size.
 */
export function coreHoldsMarker(db: Db, personalityId: number, core: MemoryCore, marker: string | null): boolean {
  if (!marker || marker.trim() === "") return false;
  const candidates = db.$client
    .prepare<[string, number, string], { content: string }>(
      `SELECT m.content FROM memories_fts CROSS JOIN memories m ON m.id = memories_fts.rowid
       WHERE memories_fts MATCH ? AND m.personality_id = ? AND m.core = ?`,
    )
    .iterate(quoteFts(marker), personalityId, core);
  for (const { content } of candidates) {
    if (holdsMarker(content, marker)) return true; // leaving the loop closes the statement
  }
  return false;
}
