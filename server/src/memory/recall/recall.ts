import type { ConsciousnessMode } from "@contract/consciousness";
import { activeCore, PINNED_RECALL_MAX, RECALL_CANDIDATES, RECALL_LIMIT } from "@contract/memory";
import { NOTES } from "@contract/memory-notes";
import { readPastQuestion } from "../../models/offline/recall/past-question";
import type { MemoryItem, RecalledMemory } from "../../models/types";
import { ownerName } from "../../personas";
import type { Db } from "../../platform/db/connection";
import { preparedFor, STILL_SAID } from "../prepared";
import { quoteFts, searchTerms } from "./fts-query";
import { type DateWindow, inWindow, type QuestionCues, questionCues } from "./question-cues";
import { aroundIn, neighbourIds, withContext } from "./recall-context";
import { planRecall, RANKED_ROW_BUDGET, type RecallPlan } from "./recall-plan";
import { RECALL_COLUMNS, type RecallRow, toRecalled } from "./recall-row";
import { toMemoryItem, workingSet } from "./working-set";

export { RECALL_LIMIT, type RecallRow, toRecalled };

type SearchArgs = [match: string, personalityId: number, core: string, excludeIds: string, limit: number];
type WindowArgs = [
  match: string,
  personalityId: number,
  core: string,
  excludeIds: string,
  anyYear: number,
  from: string,
  to: string,
  limit: number,
];

/** How many of a common term's newest mentions the fallback looks through. */
const NEWEST_SCAN = 500;

const statements = preparedFor((sqlite) => {
  const base = `m.personality_id = ? AND m.core = ? AND m.id NOT IN (SELECT value FROM json_each(?)) AND ${STILL_SAID("m")}`;
  // Words are searched among what was said; notes are searched on their own (recalled first, see memoryForTurn).
  const filter = `${base} AND m.note_kind IS NULL`;
  const ranked = (where: string) =>
    sqlite.prepare<SearchArgs, RecallRow>(
      `SELECT ${RECALL_COLUMNS}, bm25(memories_fts) AS rank FROM memories_fts CROSS JOIN memories m ON m.id = memories_fts.rowid
       WHERE memories_fts MATCH ? AND ${where}
       ORDER BY bm25(memories_fts), m.importance DESC, m.id DESC LIMIT ?`,
    );
  return {
    /** Rows holding a term, counted no further than needed. */
    rows: sqlite
      .prepare<[string, number], number>("SELECT count(*) FROM (SELECT 1 FROM memories_fts WHERE memories_fts MATCH ? LIMIT ?)")
      .pluck(),
    // CROSS JOIN keeps the full-text match as the outer loop: the planner would otherwise walk the whole core.
    ranked: ranked(filter),
    rankedNotes: ranked(`${base} AND m.note_kind IS NOT NULL`),
    /** Ranked as `ranked`, among the lines said within a window of days (any year's, "MM-DD", when asked). */
    rankedWithin: sqlite.prepare<WindowArgs, RecallRow>(
      `SELECT ${RECALL_COLUMNS}, bm25(memories_fts) AS rank FROM memories_fts CROSS JOIN memories m ON m.id = memories_fts.rowid
       WHERE memories_fts MATCH ? AND ${filter}
       AND (CASE WHEN ? THEN substr(m.created_at, 6, 5) ELSE substr(m.created_at, 1, 10) END) BETWEEN ? AND ?
       ORDER BY bm25(memories_fts), m.importance DESC, m.id DESC LIMIT ?`,
    ),
    /** How a personality is named in its own prompt: a companion's name, a seed's profile name. */
    selfName: sqlite
      .prepare<[number], string>(
        `SELECT coalesce((SELECT c.name FROM companions c WHERE c.personality_id = p.id), json_extract(p.profile, '$.name'), p.name)
         FROM personalities p WHERE p.id = ?`,
      )
      .pluck(),
    /** Whether a core holds any note (most have none until a quiet chat is noted): else notes are not searched. */
    anyNote: sqlite
      .prepare<[number, string], number>(
        "SELECT 1 FROM memories INDEXED BY memories_notes_idx WHERE personality_id = ? AND core = ? AND note_kind IS NOT NULL LIMIT 1",
      )
      .pluck(),
    /** The owner's first words kept in a core (not a line of an exchange). */
    firstOwn: sqlite.prepare<[number, string], RecallRow>(
      `SELECT ${RECALL_COLUMNS} FROM memories m WHERE m.personality_id = ? AND m.core = ? AND m.role = 'user'
       AND m.source_exchange_id IS NULL AND ${STILL_SAID("m")} ORDER BY m.id LIMIT 1`,
    ),
    /** The memories of a core's own conversation among ids (the hits' neighbours), oldest first. */
    around: sqlite.prepare<[string, number, string], RecallRow>(
      `SELECT ${RECALL_COLUMNS} FROM memories m WHERE m.id IN (SELECT value FROM json_each(?)) AND m.personality_id = ? AND m.core = ?
       AND m.source_exchange_id IS NULL AND m.note_kind IS NULL AND ${STILL_SAID("m")} ORDER BY m.id`,
    ),
    /** The owner's pinned memories of a core, newest first (recalled before any hit). */
    pinned: sqlite.prepare<[number, string, number], RecallRow>(
      `SELECT ${RECALL_COLUMNS} FROM memories m INDEXED BY memories_pinned_idx WHERE m.personality_id = ? AND m.core = ? AND m.pinned = 1
       AND ${STILL_SAID("m")} ORDER BY m.id DESC LIMIT ?`,
    ),
    newest: sqlite.prepare<[string, number, number, string, string, number], RecallRow>(
      `SELECT ${RECALL_COLUMNS}
       FROM (SELECT rowid AS id FROM memories_fts WHERE memories_fts MATCH ? ORDER BY rowid DESC LIMIT ?) f
       CROSS JOIN memories m ON m.id = f.id
       WHERE ${filter} ORDER BY f.id DESC LIMIT ?`,
    ),
  };
});

/**
 * Terms known to be in more rows than the ranking budget. Rows are added far more often than anything else: a term
 * stays common until a memory is edited or a core cleared, which forget these. Counting is the costliest part of
 * planning, so a common term's count is not taken again.
 */
const commonTerms = new WeakMap<Db, Set<string>>();

/** How many memories hold a term, counted up to one past the budget. */
function rowsHolding(db: Db, term: string): number {
  const common = commonTerms.get(db) ?? new Set<string>();
  if (common.has(term)) return RANKED_ROW_BUDGET + 1;
  const rows = statements(db).rows.get(quoteFts(term), RANKED_ROW_BUDGET + 1) ?? 0;
  if (rows > RANKED_ROW_BUDGET) commonTerms.set(db, common.add(term));
  return rows;
}

/** After memories are deleted, terms may no longer be common. */
export const forgetTermCounts = (db: Db): void => void commonTerms.delete(db);

/**
 * Long-term recall by full-text search in the active core, leaving out `excludeIds`. The rarer words of
 * the text are ranked together by bm25 (see RANKED_ROW_BUDGET); when none of them finds anything, the
 * newest mentions of the least common other word stand in. Every word is quoted, so no text is syntax.
 */
export function searchCore(
  db: Db,
  personalityId: number,
  mode: ConsciousnessMode,
  text: string,
  options: { excludeIds?: readonly number[]; limit?: number; notes?: boolean } = {},
): RecallRow[] {
  return searchPlanned(db, personalityId, mode, planFor(db, searchTerms(text)), options);
}

/** Which of a message's terms are ranked and which are too common (counted once for all of a turn's searches). */
const planFor = (db: Db, terms: readonly string[]): RecallPlan => planRecall(terms.map((term) => ({ term, rows: rowsHolding(db, term) })));

/** searchCore for a plan already made from a message's terms; with a window, the lines said then are searched too. */
function searchPlanned(
  db: Db,
  personalityId: number,
  mode: ConsciousnessMode,
  plan: RecallPlan,
  options: { excludeIds?: readonly number[]; limit?: number; notes?: boolean; window?: DateWindow | null } = {},
): RecallRow[] {
  const limit = options.limit ?? RECALL_LIMIT;
  if ((plan.ranked.length === 0 && plan.common.length === 0) || limit <= 0) return [];
  const s = statements(db);
  const core = activeCore(mode);
  const exclude = JSON.stringify(options.excludeIds ?? []);
  if (plan.ranked.length > 0) {
    const match = plan.ranked.map(quoteFts).join(" OR ");
    const found = (options.notes ? s.rankedNotes : s.ranked).all(match, personalityId, core, exclude, limit);
    const w = options.window;
    if (w && !options.notes) {
      const known = new Set(found.map((row) => row.id));
      const then = s.rankedWithin.all(match, personalityId, core, exclude, w.anyYear ? 1 : 0, w.from, w.to, limit);
      found.push(...then.filter((row) => !known.has(row.id)));
    }
    if (found.length > 0 || options.notes) return found;
  }
  if (options.notes) return [];
  const [fallback] = plan.common;
  return fallback ? s.newest.all(quoteFts(fallback), NEWEST_SCAN, personalityId, core, exclude, limit) : [];
}

/** Long-term recall beyond the working set: the few older memories most relevant to the owner's message. */
export function recallMemories(
  db: Db,
  personalityId: number,
  mode: ConsciousnessMode,
  text: string,
  options: { excludeIds?: readonly number[]; limit?: number } = {},
): RecalledMemory[] {
  const working = workingSet(db, personalityId, mode).map((row) => row.id);
  const excludeIds = [...working, ...(options.excludeIds ?? [])];
  return searchCore(db, personalityId, mode, text, { ...options, excludeIds }).map(toRecalled);
}

/**
 * How much more a hit said within the dates the message names weighs than bm25 alone says (issue 37): its rank (lower
 * is better) is multiplied by 1 + this.
 */
export const WINDOW_BOOST = 1;

/** Hits re-ranked by when they were said: those said within the dates the message names come forward. */
function byWindow(hits: RecallRow[], window: DateWindow | null): RecallRow[] {
  if (!window) return hits;
  const factor = (row: RecallRow) => (inWindow(row.createdAt, window) ? 1 + WINDOW_BOOST : 1);
  return hits
    .map((row, i) => ({ row: row.rank === undefined ? row : { ...row, rank: row.rank * factor(row) }, i }))
    .sort((a, b) => (a.row.rank ?? 0) - (b.row.rank ?? 0) || a.i - b.i)
    .map(({ row }) => row);
}

/**
 * What a line of the other side is worth when the message asks about one side's (issue 37: "What did Sam research?"
 * is answered by Sam's own lines in 95% of LoCoMo's evidence, where either side says half the lines). The other side's
 * lines still come when room is left: a question of theirs brings the answer after it.
 */
export const OTHER_SIDE_WEIGHT = 0.3;

/** The cues of a message in a personality's chat (question-cues.ts): the owner's name and the personality's. */
function cuesFor(db: Db, personalityId: number, text: string): QuestionCues {
  return questionCues(text, { owner: ownerName(db), self: statements(db).selfName.get(personalityId) ?? "" });
}

/** Both at once for a chat turn, reading the working set once: `history` and `recalled` of a ReplyRequest. */
export function memoryForTurn(
  db: Db,
  personalityId: number,
  mode: ConsciousnessMode,
  text: string,
): { history: MemoryItem[]; recalled: RecalledMemory[] } {
  const working = workingSet(db, personalityId, mode);
  const core = activeCore(mode);
  // The owner's pinned memories come first (issue 28); those the working set holds are there already.
  const inWorking = new Set(working.map((row) => row.id));
  const pinned = statements(db)
    .pinned.all(personalityId, core, PINNED_RECALL_MAX)
    .filter((row) => !inWorking.has(row.id));
  // Then the notes that match the message (issue 28): what the personality noted is given before raw lines. A count-limited
  // reader (the offline engine) is not given them (extra).
  const cues = cuesFor(db, personalityId, text);
  const plan = planFor(db, cues.terms);
  // A core without notes is not searched for them: the search would match every row holding a term to find none.
  const notes =
    statements(db).anyNote.get(personalityId, core) === undefined
      ? []
      : searchPlanned(db, personalityId, mode, plan, {
          excludeIds: [...inWorking, ...pinned.map((row) => row.id)],
          limit: NOTES.recallMax,
          notes: true,
        });
  const excludeIds = [...inWorking, ...pinned.map((row) => row.id), ...notes.map((row) => row.id)];
  const found = searchPlanned(db, personalityId, mode, plan, { excludeIds, limit: RECALL_CANDIDATES, window: cues.window });
  const hits = byWindow(found, cues.window).slice(0, RECALL_CANDIDATES);
  // Asked what they said first ("What did I ask you first?"), the owner's first words are recalled, however old.
  const first = readPastQuestion(text)?.kind === "first" ? statements(db).firstOwn.get(personalityId, activeCore(mode)) : undefined;
  const few = new Set(hits.slice(0, RECALL_LIMIT).map((row) => row.id));
  if (first && !excludeIds.includes(first.id) && !hits.some((row) => row.id === first.id)) {
    hits.splice(RECALL_LIMIT, 0, first);
    few.add(first.id);
  }
  // The hits' neighbours read at once: what `around` gives each hit is the same as reading its span alone.
  const near = statements(db).around.all(JSON.stringify(neighbourIds(hits)), personalityId, core);
  const scored = withContext(hits, aroundIn(near), new Set(excludeIds));
  const otherSide = cues.about === "user" ? "assistant" : cues.about === "assistant" ? "user" : null;
  // Set on the memory toRecalled made, not spread into copies: a turn recalls a hundred or so.
  const recalled = scored.map(({ row, score, context }): RecalledMemory => {
    const memory = toRecalled(row);
    memory.score = row.role === otherSide ? score * OTHER_SIDE_WEIGHT : score;
    if (context) memory.context = true;
    if (context || !few.has(row.id)) memory.extra = true;
    return memory;
  });
  const pins = pinned.map((row): RecalledMemory => ({ ...toRecalled(row), score: 1, pinned: true }));
  const noted = notes.map((row): RecalledMemory => ({ ...toRecalled(row), score: 1, extra: true }));
  return { history: working.map(toMemoryItem), recalled: [...pins, ...noted, ...recalled] };
}
