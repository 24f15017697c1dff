import {
  CHARS_PER_TOKEN,
  RECALL_CONTEXT_SHARE,
  RECALL_REQUEST_SHARE,
  RECENT_HISTORY_FLOOR,
  REPLY_CONTEXT_SHARE,
  REQUEST_CHARS_UNKNOWN_CONTEXT,
} from "@contract/memory";
import type { LoreText, ModelProvider, RecalledMemory, ReplyRequest } from "../types";
import { fitCardTexts } from "./card-budget";
import { recalledDay, recalledLine, speakerNames } from "./system-prompt";

/**
 * How much a model may be sent. `contextTokens`: the model's context length when known; `recallChars`: a fixed budget of
 * recalled text (the recall benchmark's 1,000, 2,000 and 4,000). Neither given: the whole request stays under 6,000.
 */
export type RequestBudget = {
  contextTokens?: number | null;
  recallChars?: number | null;
  /** A fixed size of the whole request in characters, for a model of unknown context (the benchmark's 2x and 4x). */
  requestChars?: number | null;
};

/**
 * Characters a recalled memory costs beyond its words when its speaker is not known here: "- You, Nova: ", the line's
 * end and its share of a day's heading ("On 28 September 2023:"), with a name of up to ten letters. A request prices
 * each line as it is written, and each day's heading once.
 */
export const RECALL_LINE_OVERHEAD = 40;
const overheadCost = (m: RecalledMemory) => m.content.length + RECALL_LINE_OVERHEAD;

/** What a set of recalled lines costs: each line, and each day's heading once. */
function linesCost(recalled: readonly RecalledMemory[], costOf: (m: RecalledMemory) => number): number {
  const days = new Set(recalled.map(recalledDay));
  return recalled.reduce((n, m) => n + costOf(m), 0) + [...days].reduce((n, day) => n + day.length + 1, 0);
}

/** The whole request's characters, and how many of them recalled memories may take at most. */
export function requestLimits(budget: RequestBudget): { requestChars: number; recallChars: number } {
  const tokens = budget.contextTokens ?? null;
  const requestChars =
    tokens && tokens > 0
      ? Math.floor(tokens * CHARS_PER_TOKEN * (1 - REPLY_CONTEXT_SHARE))
      : (budget.requestChars ?? REQUEST_CHARS_UNKNOWN_CONTEXT);
  const share = tokens && tokens > 0 ? Math.floor(tokens * CHARS_PER_TOKEN * RECALL_CONTEXT_SHARE) : requestChars;
  return { requestChars, recallChars: budget.recallChars ?? Math.min(share, requestChars) };
}

/**
 * Recalled memories that fit in `chars`: the most useful first (a memory that does not fit is passed over for smaller
 * ones), given back oldest first, as a conversation reads. Not "per character": that filled the room with short lines
 * ("Thanks!") around the hits and left the long line that held the answer out (issue 37, both recall benchmarks).
 * `costOf`: what a memory's line costs in the request (its words and a frame of RECALL_LINE_OVERHEAD if not given);
 * with `dayHeadings`, the first line of a day pays for its heading too (recalledLines).
 */
export function fillBudget(
  recalled: readonly RecalledMemory[],
  chars: number,
  costOf: (m: RecalledMemory) => number = overheadCost,
  dayHeadings = false,
): RecalledMemory[] {
  // Pinned memories first (the owner asked for them), then the most useful of what was said, then notes in the room
  // left: a note ahead of said lines cost both recall benchmarks (issue 37, docs/BENCHMARKS.md, "Memory notes").
  const rank = (m: RecalledMemory) => (m.pinned ? 2 : m.note ? 0 : 1);
  const byValue = recalled
    .map((m, i) => ({ m, i, value: m.score ?? 1 }))
    .sort((a, b) => rank(b.m) - rank(a.m) || b.value - a.value || a.i - b.i);
  const chosen = new Set<number>();
  const days = new Set<string>();
  let left = chars;
  for (const { m, i } of byValue) {
    const day = dayHeadings ? recalledDay(m) : "";
    const cost = costOf(m) + (dayHeadings && !days.has(day) ? day.length + 1 : 0);
    if (cost > left) continue;
    chosen.add(i);
    days.add(day);
    left -= cost;
  }
  return recalled
    .map((m, i) => ({ m, i }))
    .filter(({ i }) => chosen.has(i))
    .sort((a, b) => a.m.createdAt.localeCompare(b.m.createdAt) || a.i - b.i)
    .map(({ m }) => m);
}

/** Characters a lore entry costs beyond its words: "- " and the line's end. */
export const LORE_LINE_OVERHEAD = 3;
const loreCost = (l: LoreText) => l.content.length + LORE_LINE_OVERHEAD;

/** The lore that fits in `chars`: the weightiest first (a long entry that does not fit is passed over), in the order given. */
export function fillLore(lore: readonly LoreText[], chars: number): LoreText[] {
  const chosen = new Set<number>();
  let left = chars;
  const byWeight = lore.map((l, i) => ({ l, i })).sort((a, b) => b.l.weight - a.l.weight || a.i - b.i);
  for (const { l, i } of byWeight) {
    if (loreCost(l) > left) continue;
    chosen.add(i);
    left -= loreCost(l);
  }
  return lore.filter((_, i) => chosen.has(i));
}

/**
 * The request cut to what the model may be sent, its room split on purpose, the same for every personality (issue 37):
 * 1. the persona's text (the system prompt without memories or lore) and the owner's message, whole (a companion's
 *    card texts within their share first, `fitCardTexts`);
 * 2. recalled memories and lore keep up to RECALL_REQUEST_SHARE of the request, as much of it as they would fill;
 * 3. the recent history takes what is left, losing its oldest items first, but keeps its last RECENT_HISTORY_FLOOR
 *    messages (the exchange the message follows) whatever recall wants;
 * 4. room the history leaves goes to memories too (never more than their share of a known context).
 * A long persona text (a guardian's, a companion's card) thus costs the history, not recall. `measure` gives a
 * request's size in characters as the provider would send it.
 */
export function fitRequest(asked: ReplyRequest, budget: RequestBudget, measure: (req: ReplyRequest) => number): ReplyRequest {
  const { requestChars, recallChars } = requestLimits(budget);
  const req = fitCardTexts(asked, requestChars, measure);
  const names = speakerNames(req);
  // Each memory's line is written once, however often its cost is asked.
  const costs = new Map<RecalledMemory, number>();
  const costOf = (m: RecalledMemory) => {
    const known = costs.get(m);
    if (known !== undefined) return known;
    const cost = recalledLine(m, names).length + 1;
    costs.set(m, cost);
    return cost;
  };
  // The history is only ever cut from its oldest end, so its length says which it is: each is measured once.
  const bareSizes = new Map<number, number>();
  const bare = (h: ReplyRequest["history"]) => {
    const known = bareSizes.get(h.length);
    if (known !== undefined) return known;
    const size = measure({ ...req, history: h, recalled: [], lore: [] });
    bareSizes.set(h.length, size);
    return size;
  };
  // The heading the memories come under is part of what they cost.
  const empty: RecalledMemory = { content: "", createdAt: new Date(0).toISOString(), importance: 0 };
  const heading = Math.max(0, measure({ ...req, recalled: [empty], lore: [] }) - bare(req.history) - linesCost([empty], costOf));
  // Measured only when there is lore to give (most turns have none).
  const loreHeading = req.lore?.length
    ? Math.max(0, measure({ ...req, recalled: [], lore: [{ content: "", weight: 0 }] }) - bare(req.history) - LORE_LINE_OVERHEAD)
    : 0;
  // What memories and lore would take, up to their share: the history leaves them that much.
  const wanted =
    (req.recalled.length > 0 ? heading + linesCost(req.recalled, costOf) : 0) +
    (req.lore?.length ? loreHeading + req.lore.reduce((n, l) => n + loreCost(l), 0) : 0);
  // The last exchange stays, whatever recall wants: the message answers it.
  const floor = bare(req.history.slice(-RECENT_HISTORY_FLOOR));
  const kept = Math.min(wanted, recallChars, Math.floor(requestChars * RECALL_REQUEST_SHARE), Math.max(0, requestChars - floor));
  let history = req.history;
  while (history.length > 0 && bare(history) > requestChars - kept) history = history.slice(1);
  const room = Math.min(recallChars, requestChars - bare(history));
  // Lore the recent messages called for comes first (the card's author asked for it), memories fill what it leaves.
  const lore = req.lore?.length && room > loreHeading ? fillLore(req.lore, room - loreHeading) : [];
  const left = room - heading - (lore.length > 0 ? loreHeading + lore.reduce((n, l) => n + loreCost(l), 0) : 0);
  const recalled = left > 0 ? fillBudget(req.recalled, left, costOf, true) : [];
  req.onRecalled?.(recalled);
  return { ...req, history, recalled, lore };
}

/**
 * A provider that weighs only the few best recalled memories (the offline engine), as recall gave them before budgets,
 * and the notes that match the message (a note the owner corrected answers as corrected).
 */
export function withFewRecalled(provider: ModelProvider): ModelProvider {
  return {
    ...provider,
    stream: (req) => {
      const recalled = req.recalled.filter((m) => !m.extra || m.note);
      req.onRecalled?.(recalled);
      return provider.stream({ ...req, recalled });
    },
  };
}
