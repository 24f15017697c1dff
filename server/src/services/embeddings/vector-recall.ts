import type { ConsciousnessMode } from "../../../../contract/consciousness";
import { activeCore } from "../../../../contract/memory";
import type { RecalledMemory } from "../../ai/types";
import type { Db } from "../../db/connection";
import { STILL_SAID } from "../memory/prepared";
import { RECALL_LIMIT, toRecalled } from "../memory/recall";
import { workingSet } from "../memory/working-set";
import type { Embedder } from "./embedder";
import { gatedFusion } from "./fusion";
import { vectorCandidates } from "./vector-store";

type Row = { id: number; role: string; content: string; createdAt: string; importance: number; sourceExchangeId: number | null };

/** How many more neighbours than needed are asked for (the working set and word hits among them are passed over). */
const SPARE = 10;

/**
 * Word recall's memories, with the ones close in meaning to the message added where words left room (gated fusion: the
 * word hits stay, first and in order, so this never finds less than words alone). The message is embedded only when
 * words found fewer than the turn recalls; with no embeddings, or a provider failing or slow, words are the answer.
 */
export async function withVectorRecall(
  deps: { db: Db; embedder: Pick<Embedder, "embedQuery"> },
  personalityId: number,
  mode: ConsciousnessMode,
  text: string,
  words: readonly RecalledMemory[],
  limit = RECALL_LIMIT,
): Promise<RecalledMemory[]> {
  if (words.length >= limit) return [...words];
  const query = await deps.embedder.embedQuery(text);
  if (!query) return [...words];
  const { db } = deps;
  const working = workingSet(db, personalityId, mode);
  const hits = vectorCandidates(db, query.model, query.vector, limit + working.length + SPARE, { personalityId, core: activeCore(mode) });
  const excluded = new Set(working.map((row) => row.id));
  const said = new Set(words.map((memory) => memory.content));
  const read = db.$client.prepare<[number], Row>(
    `SELECT m.id, m.role, m.content, m.created_at AS createdAt, m.importance, m.source_exchange_id AS sourceExchangeId
     FROM memories m WHERE m.id = ? AND ${STILL_SAID("m")}`,
  );
  const load = (id: number) => {
    const row = excluded.has(id) ? undefined : read.get(id);
    return row && !said.has(row.content) ? { ...toRecalled(row), id } : undefined;
  };
  const wordRows = words.map((memory, i) => ({ ...memory, id: -1 - i }));
  return gatedFusion(wordRows, hits, load, { limit }).map(({ id: _id, ...memory }) => memory);
}
