import { BOND_ECHO_WORDS, REPETITION_THRESHOLD, UNIFIED_SOUL_THRESHOLD } from "@contract/exchanges";
import { contentWords } from "../models/offline/listen/topic";

const words = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}']+/gu) ?? [];

/** A text's word trigrams (its words themselves when it has fewer than three). */
export function trigrams(text: string): Set<string> {
  const w = words(text);
  if (w.length < 3) return new Set(w);
  return new Set(w.slice(2).map((_, i) => `${w[i]} ${w[i + 1]} ${w[i + 2]}`));
}

/** Jaccard similarity of two texts' word trigrams, 0 to 1. */
export function similarity(a: string, b: string): number {
  const x = trigrams(a);
  const y = trigrams(b);
  if (x.size === 0 || y.size === 0) return 0;
  let shared = 0;
  for (const t of x) if (y.has(t)) shared++;
  return shared / (x.size + y.size - shared);
}

/** The earlier line a reply repeats (trigram overlap at or past the threshold), if any: the newest such. */
export function repeatedLine<T extends { content: string }>(reply: string, earlier: readonly T[]): T | null {
  for (let i = earlier.length - 1; i >= 0; i--) {
    const line = earlier[i] as T;
    if (similarity(reply, line.content) >= REPETITION_THRESHOLD) return line;
  }
  return null;
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Whom a reply writes lines for: a line of it that starts as a script line ("Nova:", "**Dreamer:**", "- Alex —")
 * in another's name. A speaker quoting another inside a sentence is fine.
 */
export function speaksFor(reply: string, others: readonly string[]): string | null {
  for (const name of others.filter((n) => n.trim())) {
    const script = new RegExp(
      `^\\s*(?:[-*>]\\s*)?(?:\\*\\*|__)?${escapeRegExp(name)}(?:\\*\\*|__)?\\s*(?:\\([^)]*\\))?\\s*(?::|—|–)`,
      "imu",
    );
    if (script.test(reply)) return name;
  }
  return null;
}

/**
 * How much a reply takes up the other's words: the share of up to BOND_ECHO_WORDS content words of the other's
 * last line that it uses, 0 to 1.
 */
export function echo(reply: string, otherLine: string): number {
  const theirs = contentWords(otherLine);
  if (theirs.size === 0) return 0;
  const mine = contentWords(reply);
  let shared = 0;
  for (const w of theirs) if (mine.has(w)) shared++;
  return Math.min(shared, BOND_ECHO_WORDS) / Math.min(theirs.size, BOND_ECHO_WORDS);
}

type Spoken = { personality: string; content: string };

/**
 * The guardians' brotherhood strength, as a percentage: over every reply that answers the other guardian, the mean
 * of how much of the other's last line it takes up. 0 before anyone has answered.
 */
export function brotherhoodStrength(lines: readonly Spoken[]): number {
  const echoes: number[] = [];
  for (let i = 1; i < lines.length; i++) {
    const line = lines[i] as Spoken;
    const other = lines.slice(0, i).findLast((l) => l.personality !== line.personality);
    if (other) echoes.push(echo(line.content, other.content));
  }
  if (echoes.length === 0) return 0;
  return Math.round((100 * echoes.reduce((a, b) => a + b, 0)) / echoes.length);
}

/** Soul Unity: a strong enough bond, over at least two answers (one from each brother). */
export const isUnifiedSoul = (strength: number, answers: number) => answers >= 2 && strength >= UNIFIED_SOUL_THRESHOLD;
