import type { ConsciousnessMode } from "@contract/consciousness";
import type { VectorSearchPlan } from "@contract/embeddings";
import { activeCore } from "@contract/memory";
import type { RecalledMemory } from "../../models/types";
import type { Db } from "../../platform/db/connection";
import { preparedFor, STILL_SAID } from "../prepared";
import { RECALL_COLUMNS, type RecallRow, toRecalled } from "../recall/recall-row";
import { workingSet } from "../recall/working-set";
import type { Embedder } from "./embedder";
import { gatedFusion } from "./fusion";
import { vectorCandidates } from "./vector-store";

const statements = preparedFor((sqlite) => ({
  read: sqlite.prepare<[number], RecallRow>(`SELECT ${RECALL_COLUMNS} FROM memories m WHERE m.id = ? AND ${STILL_SAID("m")}`),
}));

/** How many more neighbours than needed are asked for (the working set and word hits among them are passed over). */
export const SPARE = 10;
/** At most this many memories join by meaning, beyond what words found. */
export const VECTOR_EXTRA = 5;

/**
 * Word recall's memories, with up to VECTOR_EXTRA close in meaning to the message added after them (gated fusion: the
 * word hits stay, first and in order). The added ones score 0, so a budget filled by value per character takes them
 * only into the room every word hit left: recall with vectors never sends less of what words found. With no
 * embeddings, or a provider failing or slow, words are the answer.
 */
export async function withVectorRecall(
  deps: { db: Db; embedder: Pick<Embedder, "embedQuery">; vectorSearch?: VectorSearchPlan },
  personalityId: number,
  mode: ConsciousnessMode,
  text: string,
  words: readonly RecalledMemory[],
  extra = VECTOR_EXTRA,
): Promise<RecalledMemory[]> {
  const limit = words.length + extra;
  const query = await deps.embedder.embedQuery(text);
  if (!query) return [...words];
  const { db } = deps;
  const working = workingSet(db, personalityId, mode);
  const hits = vectorCandidates(
    db,
    query.model,
    query.vector,
    extra + working.length + SPARE,
    { personalityId, core: activeCore(mode) },
    deps.vectorSearch,
  );
  const excluded = new Set(working.map((row) => row.id));
  const said = new Set(words.map((memory) => memory.content));
  const { read } = statements(db);
  const load = (id: number) => {
    const row = excluded.has(id) ? undefined : read.get(id);
    // A note found by meaning joins as a plain memory: only notes found by words go before raw lines.
    return row && !said.has(row.content) ? { ...toRecalled({ ...row, noteKind: null }), score: 0, extra: true as const, id } : undefined;
  };
  const wordRows = words.map((memory, i) => ({ ...memory, id: -1 - i }));
  return gatedFusion(wordRows, hits, load, { limit }).map(({ id: _id, ...memory }) => memory);
}
