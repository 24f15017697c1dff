import { facing } from "../listen/reflect";
import { extractTopic } from "../listen/topic";
import { snippet } from "../text-utils";

/** What a question to the Council is about: its options (what the owner could do) and its stakes (what is at play). */
export type Facets = { options: string[]; stakes: string[] };

/** Stakes a question carries when it names them, in words the Council can weigh. */
const STAKES: readonly [RegExp, string][] = [
  [/\b(?:paid|pay|salary|money|income|wage|rich|afford|rent|price|cost|debt|savings?)\b/i, "the money"],
  [/\b(?:move|moving|city|town|country|abroad|relocat\w*|emigrat\w*|leave home)\b/i, "leaving the people and places you know"],
  [/\b(?:job|work|career|boss|promotion|company|business)\b/i, "the work itself"],
  [/\b(?:love|partner|relationship|marry|marriage|family|children|kids|friends?)\b/i, "the people you love"],
  [/\b(?:study|school|university|degree|learn\w*|course)\b/i, "what you would learn"],
  [/\b(?:health|sick|tired|sleep|stress\w*|burn\w*)\b/i, "your health"],
];

/** Verbs whose option, declined, means staying put. */
const LEAVING = /^(?:move|leave|go|relocate|emigrate|quit|change|switch|travel)\b/i;

/** "move to another city" as "moving to another city". */
export function gerund(phrase: string): string {
  const [verb = "", ...rest] = phrase.trim().split(/\s+/);
  const lower = verb.toLowerCase();
  let ing: string;
  if (/ie$/.test(lower)) ing = `${lower.slice(0, -2)}ying`;
  else if (/[^aeiouy]e$/.test(lower) && lower !== "be") ing = `${lower.slice(0, -1)}ing`;
  else if (/^(?:qu|[^aeiou])*[aeiou][^aeiouwxy]$/.test(lower) && lower.length <= 4) ing = `${lower}${lower.slice(-1)}ing`;
  else ing = `${lower}ing`;
  return [ing, ...rest].join(" ");
}

/** "learn the piano with a teacher or on my own": an option without a verb takes the first one's ("learn the piano on your own"). */
function withVerbs(alternatives: string[]): string[] {
  const [first = ""] = alternatives;
  const head = first.split(/\s+(?=(?:with|on|at|in|by|for|without|from|to)\b)/i)[0] ?? first;
  return alternatives.map((option, i) =>
    i > 0 && /^(?:with|on|at|in|by|for|without|from|alone|myself|yourself)\b/i.test(option) ? `${head} ${option}` : option,
  );
}

const QUESTION_WORDS = /^(?:is|are|was|were|am|do|does|did|can|could|will|would|what|why|how|who|where|when|which)\s+/i;
const BETWEEN =
  /\s+(?:is|are|was|were|be|am|a|an|the|to|for|with|and|or|but|than|that|this|it|really|truly|just|there|any|some)\s+|[,;:]\s*/i;

/** The noun phrases of a question that offers no options: "Is courage a kind of knowledge?" is about both. */
function nounPhrases(text: string): string[] {
  let rest = ` ${text} `;
  while (QUESTION_WORDS.test(rest.trim())) rest = ` ${rest.trim().replace(QUESTION_WORDS, "")} `;
  return rest
    .split(BETWEEN)
    .map((p) => p.trim())
    .filter((p) => p.length >= 4 && extractTopic(p) !== null)
    .slice(0, 3);
}

/**
 * The question's own substance. "Should I X or Y?" offers X and Y; "Should I X for Z?" offers X or staying as one is,
 * with Z at stake; any question names its stakes (the money, the people you love…) and its topics.
 */
export function questionFacets(question: string): Facets {
  const text = question
    .replace(/[?!.]+\s*$/, "")
    .replace(/\s+/g, " ")
    .trim();
  const choice = /^(?:should|shall|must|can|could|would|do|may|is it (?:wise|right|good) to)\s+(?:I|we)?\s*(.+)$/i.exec(text);
  const stakes: string[] = [];
  const options: string[] = [];
  if (choice?.[1]) {
    const body = facing(choice[1]);
    const alternatives = withVerbs(body.split(/,?\s+or\s+/i).filter(Boolean));
    if (alternatives.length > 1) options.push(...alternatives.map(gerund));
    else {
      // One option: what it is for is at stake, and not taking it is the other option.
      const purpose = /^(.+?)\s+(?:for|to get|to earn|because|so that|in order to)\s+(.+)$/i.exec(body);
      const action = purpose?.[1] ?? body;
      if (purpose?.[2]) stakes.push(purpose[2]);
      options.push(gerund(action), LEAVING.test(action) ? "staying where you are" : `not ${gerund(action)}`);
    }
  } else stakes.push(...nounPhrases(text).map(facing));
  for (const [pattern, stake] of STAKES) if (pattern.test(text)) stakes.push(stake);
  const unique = [...new Set(stakes)].filter((s) => !options.includes(s));
  if (options.length === 0 && unique.length === 0) unique.push(snippet(text, 60));
  return { options, stakes: unique.slice(0, 4) };
}

/** Every facet, options first: what members take sides on. */
export const facetsOf = (facets: Facets): string[] => [...facets.options, ...facets.stakes];
