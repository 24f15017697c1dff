import { shuffled } from "../openers";
import type { Random } from "../prng";

export type Vars = Record<string, string>;

export const fill = (template: string, vars: Vars) => template.replace(/\{(\w+)\}/g, (whole, key: string) => vars[key] ?? whole);

/** A text's sentences, as they would be compared. */
export const sentencesOf = (text: string): string[] =>
  text
    .split(/(?<=[.!?])\s+/)
    .map((s) => s.trim())
    .filter(Boolean);

/**
 * The first filling of a bank not yet said in the conversation (nor in this reply): templates are tried in a seeded
 * order, each with the options in the order given, so the same conversation always gives the same line and no
 * sentence comes twice.
 */
export function fresh(random: Random, bank: readonly string[], said: Set<string>, options: Vars[]): string | null {
  for (const template of shuffled(random, bank)) {
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
