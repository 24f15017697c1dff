import type { MemoryItem } from "../../types";
import { hashText, mulberry32, type Random } from "../prng";
import { fill, type TemplateVars } from "../text-utils";

/** The items in a random order (Fisher-Yates on the seeded source). */
export function shuffled<T>(random: Random, items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/** The first sentence of a reply, after the speaker's name when a group reply starts with one ("Aeris: …"). */
export function openerOf(reply: string): string {
  const text = reply.replace(/^[A-Z][\w ]{0,20}: /, "").trim();
  return /^.*?[.!?](?=\s|$)/.exec(text)?.[0] ?? text;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A template as a pattern its fillings match, whatever filled its placeholders. */
const patternOf = (template: string) => new RegExp(`^${escapeRegExp(template).replace(/\\\{\w+\\\}/g, ".+?")}$`);

/** Which template of the order an opener was filled from: of those that match, the one with most words of its own. */
function templateIndex(order: readonly string[], patterns: readonly RegExp[], opener: string): number {
  let best = -1;
  let bestLength = -1;
  patterns.forEach((pattern, index) => {
    const literal = (order[index] ?? "").replace(/\{\w+\}/g, "").length;
    if (pattern.test(opener) && literal > bestLength) {
      best = index;
      bestLength = literal;
    }
  });
  return best;
}

/**
 * The opener of this turn. A persona's openers are taken in one fixed order (a shuffle seeded by the seed and the
 * persona), each turn the one after the last opener the history shows, skipping any still visible in it: a persona
 * with N openers repeats none within N turns, though the history sent holds fewer replies than that.
 */
export function chooseOpener(bank: readonly string[], key: string, history: readonly MemoryItem[], vars: TemplateVars): string {
  const order = shuffled(mulberry32(hashText(`openers|${key}`)), bank);
  const patterns = order.map(patternOf);
  const seen = history
    .filter((item) => item.role === "assistant")
    .map((item) => templateIndex(order, patterns, openerOf(item.content)))
    .filter((index) => index >= 0);
  const last = seen[seen.length - 1];
  const start = last === undefined ? 0 : last + 1;
  for (let step = 0; step < order.length; step++) {
    const index = (start + step) % order.length;
    if (!seen.includes(index)) return fill(order[index] ?? "", vars);
  }
  return fill(order[start % order.length] ?? "", vars);
}

/** The sentences of the replies the history shows, to keep other lines from coming back while they are visible. */
export function saidSentences(history: readonly MemoryItem[]): Set<string> {
  return new Set(
    history
      .filter((item) => item.role === "assistant")
      .flatMap((item) => item.content.split(/(?<=[.!?])\s+|\n/))
      .map((s) => s.replace(/^[A-Z][\w ]{0,20}: /, "").trim())
      .filter(Boolean),
  );
}

/** A line of the bank not said in the replies shown (in the seeded order), else any. */
export function freshPick(random: Random, bank: readonly string[], said: ReadonlySet<string>, vars: TemplateVars): string {
  const order = shuffled(random, bank).map((template) => fill(template, vars));
  return order.find((line) => line.split(/(?<=[.!?])\s+/).every((s) => !said.has(s))) ?? order[0] ?? "";
}
