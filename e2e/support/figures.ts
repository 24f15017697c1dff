import {
  COUNTS,
  type CountNoun,
  FIGURE_ATTRIBUTE,
  isPersonalityStatusWord,
  NAME_FIGURE,
  STATE_ATTRIBUTE,
  STATUS_FIGURE,
  SUBJECT_ATTRIBUTE,
} from "@contract/glossary";
import type { Page } from "@playwright/test";

/**
 * Issue 38: the figures a page shows, read from its DOM by the glossary's marks (`data-figure` and `data-of` for a
 * figure, a status word or a name; `data-state-word` for the state of a core, a bond or a run), wherever they stand.
 */
export type Reading = {
  /** The page and width it was read on ("/admin Memory System at 390"). */
  where: string;
  figure: string | null;
  of: string | null;
  state: string | null;
  text: string;
};

const flat = (text: string) => text.replace(/\s+/g, " ").trim();

/** Every marked element's text, hidden ones too (the same figures, drawn for the other width). */
export async function readMarks(page: Page, where: string): Promise<Reading[]> {
  const marks = await page.evaluate(
    ([figure, of, state]) =>
      [...document.querySelectorAll(`[${figure}],[${state}]`)].map((el) => ({
        figure: el.getAttribute(figure),
        of: el.getAttribute(of),
        state: el.getAttribute(state),
        text: el.textContent ?? "",
      })),
    [FIGURE_ATTRIBUTE, SUBJECT_ATTRIBUTE, STATE_ATTRIBUTE] as const,
  );
  return marks.map((m) => ({ ...m, text: flat(m.text), where }));
}

/**
 * The page's marks once its reads have answered: read until two reads half a second apart agree and no figure is
 * still "…" (loading), for at most `timeoutMs`.
 */
export async function readSettled(page: Page, where: string, timeoutMs = 10_000): Promise<Reading[]> {
  const deadline = Date.now() + timeoutMs;
  let last = "";
  for (;;) {
    const now = await readMarks(page, where);
    const key = JSON.stringify(now);
    const loading = now.length === 0 || now.some((r) => r.text === "" || r.text.includes("…"));
    if (key === last && !loading) return now;
    if (Date.now() > deadline) return now;
    last = key;
    await page.waitForTimeout(500);
  }
}

/** The number a figure shows: its first, digits grouped or not ("1,024 moments", "85%", "Bond 3/10"). */
export function numberOf(text: string): number | null {
  const m = /\d[\d,]*/.exec(text);
  return m ? Number(m[0].replace(/,/g, "")) : null;
}

const isCount = (figure: string): figure is CountNoun => figure in COUNTS;
const shown = (r: Reading) => `"${r.text}" (${r.where})`;

function groupBy<T>(items: readonly T[], key: (item: T) => string | null): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    if (k === null) continue;
    groups.set(k, [...(groups.get(k) ?? []), item]);
  }
  return groups;
}

/** The one value each noun has for each subject, once the readings agree: "moments of aeris" → 25. */
export function valuesOf(readings: readonly Reading[]): Map<string, number> {
  const values = new Map<string, number>();
  for (const r of readings) {
    if (!r.figure || !r.of || r.figure === STATUS_FIGURE || r.figure === NAME_FIGURE) continue;
    const n = numberOf(r.text);
    if (n !== null && !values.has(`${r.figure} of ${r.of}`)) values.set(`${r.figure} of ${r.of}`, n);
  }
  return values;
}

/**
 * What contradicts itself among the readings of every page:
 * - one noun carrying two numbers for one subject;
 * - a count shown under another noun than its glossary's;
 * - one personality with two status words, or a status word that is not a personality's;
 * - one personality with two names;
 * - the state of a core, a bond or a run said with a personality's status word;
 * - moments that are not messages plus memories, memories that are not the public and the private ones.
 */
export function contradictions(readings: readonly Reading[]): string[] {
  const found: string[] = [];
  const figures = readings.filter((r) => r.figure && r.of);

  const numbers = figures.filter((r) => r.figure !== STATUS_FIGURE && r.figure !== NAME_FIGURE);
  for (const [key, group] of groupBy(numbers, (r) => `${r.figure} of ${r.of}`)) {
    const distinct = new Map(group.map((r) => [numberOf(r.text), r]));
    if (distinct.size > 1) found.push(`${key}: ${[...distinct.values()].map(shown).join(" vs ")}`);
  }
  for (const r of numbers) {
    if (!isCount(r.figure as string)) continue;
    const noun = COUNTS[r.figure as CountNoun];
    const text = r.text.toLowerCase();
    if (!text.includes(noun.one) && !text.includes(noun.many)) found.push(`${r.figure} of ${r.of} not called ${noun.many}: ${shown(r)}`);
  }

  const statuses = figures.filter((r) => r.figure === STATUS_FIGURE);
  for (const [of, group] of groupBy(statuses, (r) => r.of)) {
    const words = new Map(group.map((r) => [r.text.toLowerCase(), r]));
    if (words.size > 1) found.push(`status of ${of}: ${[...words.values()].map(shown).join(" vs ")}`);
  }
  for (const r of statuses) if (!isPersonalityStatusWord(r.text)) found.push(`status of ${r.of} is not a status word: ${shown(r)}`);

  for (const [of, group] of groupBy(
    figures.filter((r) => r.figure === NAME_FIGURE),
    (r) => r.of,
  )) {
    const names = new Map(group.map((r) => [r.text, r]));
    if (names.size > 1) found.push(`name of ${of}: ${[...names.values()].map(shown).join(" vs ")}`);
  }

  for (const r of readings.filter((x) => x.state)) {
    const clash = r.text.split(/[^A-Za-z]+/).find((word) => word && isPersonalityStatusWord(word));
    if (clash) found.push(`${r.state} said with the status word "${clash}": ${shown(r)}`);
  }

  const values = valuesOf(readings);
  const subjects = new Set(figures.map((r) => r.of as string));
  for (const of of subjects) {
    const v = (noun: string) => values.get(`${noun} of ${of}`);
    const [moments, messages, memories] = [v("moments"), v("messages"), v("memories")];
    if (moments !== undefined && messages !== undefined && memories !== undefined && moments !== messages + memories) {
      found.push(`moments of ${of} (${moments}) are not its messages (${messages}) and memories (${memories})`);
    }
    const [pub, priv] = [v("publicMemories"), v("privateMemories")];
    if (memories !== undefined && pub !== undefined && priv !== undefined && memories !== pub + priv) {
      found.push(`memories of ${of} (${memories}) are not its public (${pub}) and private (${priv}) ones`);
    }
  }
  return found;
}
