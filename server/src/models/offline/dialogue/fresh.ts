import { shuffled } from "../compose/rotation";
import type { Random } from "../prng";

export type Vars = Record<string, string>;

export const fill = (template: string, vars: Vars) => template.replace(/\{(\w+)\}/g, (whole, key: string) => vars[key] ?? whole);

/** A text's sentences, as they would be compared. */
export const sentencesOf = (text: string): string[] =>
  text
    .split(/(?<=[.!?])\s+/)
    .map((s) => s.trim())
    .filter(Boolean);

/** The longest stretch of a template's own words: how a line made from it is recognised whatever filled it. */
const ownWords = (template: string) =>
  template
    .split(/\{\w+\}/)
    .map((part) => part.trim())
    .sort((a, b) => b.length - a.length)[0] ?? "";

/**
 * The first filling of a bank not yet said in the conversation (nor in this reply): templates are tried in a seeded
 * order, each with the options in the order given, so the same conversation always gives the same line and no
 * sentence comes twice. Templates the speaker has already used (`mine`, its earlier lines) come last, so its lines
 * do not open the same way while it has others.
 */
export function fresh(
  random: Random,
  bank: readonly string[],
  said: Set<string>,
  options: Vars[],
  mine: readonly string[] = [],
): string | null {
  const worn = (template: string) => {
    const words = ownWords(template);
    return words.length >= 8 && mine.some((line) => line.includes(words));
  };
  const order = shuffled(random, bank);
  for (const template of [...order.filter((t) => !worn(t)), ...order.filter(worn)]) {
    for (const vars of options) {
      const line = fill(template, vars);
      const sentences = sentencesOf(line);
      if (sentences.every((sentence) => !said.has(sentence))) {
        for (const sentence of sentences) said.add(sentence);
        return line;
      }
    }
  }
  return null;
}
