import type { Clock } from "../../platform/clock";
import type { Db } from "../../platform/db/connection";
import { readSetting, writeSetting } from "../../platform/settings";

/**
 * Memories from before embeddings existed (issue 39): an upgrade sends none of them to an embeddings endpoint by itself.
 * The setting holds the newest memory id of that data; the embedder embeds only memories after it, until the owner
 * names an embedding model (PUT /api/embeddings, or LLM_EMBEDDING_MODEL), which asks for all of them. Set once for the
 * data: at the first start of a release with embeddings, and after a restore of data that had none. 0: none wait.
 */
export const OLDER_MEMORIES_SETTING = "embeddings:older-up-to";
/** The embedding model named per server provider (target.ts reads and writes it). */
export const EMBEDDING_MODEL_SETTING = "embedding-model";

/** Memories with an id up to this wait for the owner (0: none). */
export const olderMemoriesUpTo = (db: Db): number => readSetting<number>(db, OLDER_MEMORIES_SETTING) ?? 0;

/**
 * Sets the data's boundary once: data with the owner's talk, no embedding model named and no memory ever embedded was
 * made before embeddings, and its memories wait. Answers how many wait.
 */
export function markOlderMemories(db: Db, clock: Clock): number {
  if (readSetting<number>(db, OLDER_MEMORIES_SETTING) !== undefined) return 0;
  const sqlite = db.$client;
  const talked = sqlite.prepare("SELECT 1 FROM messages WHERE is_from_ai = 0 LIMIT 1").get() !== undefined;
  const named = readSetting(db, EMBEDDING_MODEL_SETTING) !== undefined;
  const embedded = sqlite.prepare("SELECT 1 FROM memory_embedded LIMIT 1").get() !== undefined;
  const upTo =
    talked && !named && !embedded ? ((sqlite.prepare("SELECT coalesce(max(id), 0) FROM memories").pluck().get() as number) ?? 0) : 0;
  writeSetting(db, clock, OLDER_MEMORIES_SETTING, upTo);
  return upTo === 0 ? 0 : (sqlite.prepare("SELECT count(*) FROM memories WHERE id <= ?").pluck().get(upTo) as number);
}

/** The owner named an embedding model: every memory is embedded with it, the older ones too. */
export const includeOlderMemories = (db: Db, clock: Clock): void => {
  if (olderMemoriesUpTo(db) !== 0) writeSetting(db, clock, OLDER_MEMORIES_SETTING, 0);
};
