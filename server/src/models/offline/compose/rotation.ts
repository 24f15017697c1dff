import { hashText, mulberry32, type Random } from "../prng";
import { fill, type TemplateVars } from "../text-utils";

/**
 * How a personality keeps from sounding like a template: each bank of lines is taken in one fixed order (seeded by
 * the seed, the speaker and the bank), each time the line after the one it used last, skipping any line whose frame
 * the last replies hold. A bank of N lines says none twice within N uses, and no frame comes back within the replies
 * shown; when every line of a bank is still showing, the bank has nothing to say (null).
 */

/** The items in a random order (Fisher-Yates on the seeded source). */
export function shuffled<T>(random: Random, items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/** How many of the personality's replies a line must not come back within. */
export const FRESH_REPLIES = 10;

/** The sentences of the last replies, newest reply first, with what was quoted masked (a quote may hold a full stop). */
export type Said = readonly (readonly string[])[];

const QUOTED = /“[^”]*”/g;

/** Who speaks a line of a group reply ("Aeris: …", "Together: …"). */
export const GROUP_SPEAKER = /^(?:Aeris|Nova|Musashi|Socrates|Together|Council): /;

export function sentencesOfReply(reply: string): string[] {
  return reply
    .replace(QUOTED, "«q»")
    .split("\n")
    .map((line) => line.replace(GROUP_SPEAKER, ""))
    .flatMap((line) => line.split(/(?<=[.!?…])\s+/))
    .map((s) => s.trim())
    .filter(Boolean);
}

/** The last replies (oldest first, as a conversation reads) as what was said. */
export function saidIn(replies: readonly string[]): Said {
  return replies.slice(-FRESH_REPLIES).reverse().map(sentencesOfReply);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const patterns = new Map<string, RegExp[]>();

/** A template's sentences as patterns any filling matches; sentences that are nearly all placeholder are left out. */
function patternsOf(template: string): RegExp[] {
  let found = patterns.get(template);
  if (!found) {
    found = template
      .replace(/“\{\w+\}”/g, "{q}")
      .split(/(?<=[.!?…])\s+/)
      .filter((s) => s.replace(/\{\w+\}/g, "").replace(/[^\p{L}]/gu, "").length >= 2)
      .map((s) => new RegExp(`^${escapeRegExp(s).replace(/\\\{\w+\\\}/g, ".+?")}$`, "i"));
    // Banks are fixed, a companion's few: the cache stays small, but is bounded all the same.
    if (patterns.size > 5000) patterns.clear();
    patterns.set(template, found);
  }
  return found;
}

/** The newest reply (0 is the last) holding a sentence of the template, or -1. */
function lastUse(template: string, said: Said): number {
  const own = patternsOf(template);
  if (own.length === 0) return -1;
  return said.findIndex((reply) => reply.some((sentence) => own.some((p) => p.test(sentence))));
}

const hasAll = (template: string, vars: TemplateVars) =>
  [...template.matchAll(/\{(\w+)\}/g)].every((m) => Boolean(vars[m[1] as keyof TemplateVars]));

/**
 * The next line of a bank for this speaker, filled; null when the bank is empty, or when every line it could say is
 * still showing in the last replies. Templates naming a placeholder `vars` lacks are left out.
 */
export function nextLine(bank: readonly string[], key: string, said: Said, vars: TemplateVars): string | null {
  const order = shuffled(mulberry32(hashText(key)), bank).filter((t) => hasAll(t, vars));
  if (order.length === 0) return null;
  const uses = order.map((template) => lastUse(template, said));
  let newest = -1;
  uses.forEach((use, index) => {
    if (use >= 0 && (newest < 0 || use < (uses[newest] ?? Number.POSITIVE_INFINITY))) newest = index;
  });
  for (let step = 1; step <= order.length; step++) {
    const index = (newest + step) % order.length;
    if ((uses[index] ?? -1) < 0) return fill(order[index] ?? "", vars);
  }
  return null;
}

/** The first sentence of a reply, after the speaker's name when a group reply starts with one ("Aeris: …"). */
export function openerOf(reply: string): string {
  const text = reply.replace(GROUP_SPEAKER, "").trim();
  return /^.*?[.!?](?=\s|$)/.exec(text)?.[0] ?? text;
}
