import { CHARS_PER_TOKEN, RECALL_CONTEXT_SHARE, REPLY_CONTEXT_SHARE, REQUEST_CHARS_UNKNOWN_CONTEXT } from "@contract/memory";
import type { LoreText, ModelProvider, RecalledMemory, ReplyRequest } from "../types";
import { fitCardTexts } from "./card-budget";

/**
 * How much a model may be sent. `contextTokens`: the model's context length when known; `recallChars`: a fixed budget of
 * recalled text (the recall benchmark's 1,000, 2,000 and 4,000). Neither given: the whole request stays under 6,000.
 */
export type RequestBudget = { contextTokens?: number | null; recallChars?: number | null };

/** Characters a recalled memory costs beyond its words: "- (2026-11-21) " and the line's end. */
export const RECALL_LINE_OVERHEAD = 16;
const costOf = (m: RecalledMemory) => m.content.length + RECALL_LINE_OVERHEAD;

/** The whole request's characters, and how many of them recalled memories may take at most. */
export function requestLimits(budget: RequestBudget): { requestChars: number; recallChars: number } {
  const tokens = budget.contextTokens ?? null;
  const requestChars =
    tokens && tokens > 0 ? Math.floor(tokens * CHARS_PER_TOKEN * (1 - REPLY_CONTEXT_SHARE)) : REQUEST_CHARS_UNKNOWN_CONTEXT;
  const share = tokens && tokens > 0 ? Math.floor(tokens * CHARS_PER_TOKEN * RECALL_CONTEXT_SHARE) : requestChars;
  return { requestChars, recallChars: budget.recallChars ?? Math.min(share, requestChars) };
}

/**
 * Recalled memories that fit in `chars`: the most useful per character first (a memory that does not fit is passed
 * over for smaller ones), given back oldest first, as a conversation reads.
 */
export function fillBudget(recalled: readonly RecalledMemory[], chars: number): RecalledMemory[] {
  // Pinned memories first (the owner asked for them), then notes (issue 28), then the most useful per character.
  const rank = (m: RecalledMemory) => (m.pinned ? 2 : m.note ? 1 : 0);
  const byValue = recalled
    .map((m, i) => ({ m, i, value: (m.score ?? 1) / costOf(m) }))
    .sort((a, b) => rank(b.m) - rank(a.m) || b.value - a.value || a.i - b.i);
  const chosen = new Set<number>();
  let left = chars;
  for (const { m, i } of byValue) {
    if (costOf(m) > left) continue;
    chosen.add(i);
    left -= costOf(m);
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
 * The request cut to what the model may be sent: a companion's card texts within their share (`fitCardTexts`), then
 * the working memory loses its oldest items while the request without memories is over the limit, then recalled memories fill what is left (never more than their share). `measure` gives
 * a request's size in characters as the provider would send it.
 */
export function fitRequest(asked: ReplyRequest, budget: RequestBudget, measure: (req: ReplyRequest) => number): ReplyRequest {
  const { requestChars, recallChars } = requestLimits(budget);
  const req = fitCardTexts(asked, requestChars, measure);
  let history = req.history;
  const bare = (h: ReplyRequest["history"]) => measure({ ...req, history: h, recalled: [], lore: [] });
  while (history.length > 0 && bare(history) > requestChars) history = history.slice(1);
  // The heading the memories come under is part of what they cost.
  const empty: RecalledMemory = { content: "", createdAt: new Date(0).toISOString(), importance: 0 };
  const heading = measure({ ...req, history, recalled: [empty], lore: [] }) - bare(history) - RECALL_LINE_OVERHEAD;
  const room = Math.min(recallChars, requestChars - bare(history) - Math.max(0, heading));
  // Lore the recent messages called for comes first (the card's author asked for it), memories fill what it leaves.
  const loreHeading = measure({ ...req, history, recalled: [], lore: [{ content: "", weight: 0 }] }) - bare(history) - LORE_LINE_OVERHEAD;
  const lore = req.lore?.length && room > loreHeading ? fillLore(req.lore, room - Math.max(0, loreHeading)) : [];
  const left = room - (lore.length > 0 ? Math.max(0, loreHeading) + lore.reduce((n, l) => n + loreCost(l), 0) : 0);
  const recalled = left > 0 ? fillBudget(req.recalled, left) : [];
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
