import type { Db } from "../platform/db/connection";
import { preparedFor as preparedForDb } from "../platform/db/prepared";

type Sqlite = Db["$client"];

/** Statements on the raw connection, prepared once: the hot paths (recall, working memory) skip re-parsing SQL. */
export const preparedFor = <T>(prepare: (sqlite: Sqlite) => T) => preparedForDb((db) => prepare(db.$client));

/**
 * A memory still counts while the message it remembers stands: a deleted message, or a reply set aside by a
 * regeneration, leaves the model's context (and comes back with an undo or a swipe).
 */
export const STILL_SAID = (table: string) =>
  `NOT EXISTS (SELECT 1 FROM messages said WHERE said.id = ${table}.source_message_id AND (said.deleted_at IS NOT NULL OR said.superseded = 1))`;
