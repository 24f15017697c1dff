import type { ConversationContext, ReplyRequest } from "../../types";
import { hashText } from "../prng";
import { listWords, snippet } from "../text-utils";
import { type Facets, facetsOf, questionFacets } from "./question-facets";

type Stance = { speaker: string; partner: string; facet: string };

const AGREE = /\bI (?:agree|stand|side) with (\p{Lu}\p{L}*)\b/u;
const DISAGREE = /\bI (?:disagree with|part ways with|differ from) (\p{Lu}\p{L}*)\b/u;

/**
 * Who agreed and who disagreed with whom, on which facet of the question, as the members said it in so many words.
 * Two members stand on one facet as they last said: a pair that agreed in the first cycle and differed in the third
 * is listed once, as differing, never on both sides.
 */
export function stancesOf(transcript: ConversationContext["transcript"], members: readonly string[], facets: readonly string[]) {
  const last = new Map<string, { stance: Stance; agree: boolean }>();
  // The longest first, so "not moving" is not read as "moving".
  const byLength = [...facets].sort((a, b) => b.length - a.length);
  for (const line of transcript.filter((l) => members.includes(l.speaker))) {
    for (const sentence of line.content.split(/(?<=[.!?])\s+/)) {
      const facet = byLength.find((f) => sentence.includes(f));
      const no = DISAGREE.exec(sentence);
      const yes = AGREE.exec(sentence);
      const partner = no?.[1] ?? yes?.[1];
      if (!facet || !partner || !members.includes(partner)) continue;
      const pair = `${facet}|${[line.speaker, partner].sort().join("|")}`;
      last.delete(pair);
      last.set(pair, { stance: { speaker: line.speaker, partner, facet }, agree: !no });
    }
  }
  const said = [...last.values()];
  return { agreed: said.filter((s) => s.agree).map((s) => s.stance), disagreed: said.filter((s) => !s.agree).map((s) => s.stance) };
}

/** "on moving to another city, Musashi with Aeris and Socrates with Nova; on the money, …": grouped by facet. */
function listStances(stances: Stance[], joiner: string): string {
  const byFacet = new Map<string, string[]>();
  for (const s of stances) byFacet.set(s.facet, [...(byFacet.get(s.facet) ?? []), `${s.speaker} ${joiner} ${s.partner}`]);
  return [...byFacet.entries()]
    .slice(0, 4)
    .map(([facet, pairs]) => `on ${facet}, ${listWords([...new Set(pairs)])}`)
    .join("; ");
}

const CHOICE_ADVICE = [
  "The Council advises you, {owner}, to weigh {a} against {b} honestly, with {stake} counted on both sides, and to choose only once you could live with either.",
  "The Council advises you, {owner}, to try {a} in a small way before you commit, and to keep {b} open until {stake} is clear.",
  "The Council advises you, {owner}, to write down what {a} would give you and what it would take, {stake} first, and set it beside {b}.",
];
const OPEN_ADVICE = [
  "The Council advises you, {owner}, to keep asking about {stake}, and to trust the answer that still holds after the questions.",
  "The Council advises you, {owner}, to take {stake} as the heart of it, and to test what each of us said against your own life.",
];

function advice(facets: Facets, owner: string, seedText: string): string {
  const [a, b] = facets.options;
  const stake = facets.stakes[0] ?? a ?? "what matters most to you";
  const bank = a && b ? CHOICE_ADVICE : OPEN_ADVICE;
  const template = bank[hashText(seedText) % bank.length] ?? "";
  return template
    .replace("{owner}", owner)
    .replace("{a}", a ?? "")
    .replace("{b}", b ?? "")
    .replace("{stake}", stake);
}

/**
 * The council's closing resolution from the offline engine, on the question's own substance: the facets members
 * agreed on, each disagreement with who held which side (kept, never blended), and advice that names the options
 * and what is at stake.
 */
export function composeResolution(request: ReplyRequest & { conversation: ConversationContext }): string {
  const c = request.conversation;
  const asked = c.question ?? request.message;
  const facets = questionFacets(asked);
  const { agreed, disagreed } = stancesOf(c.transcript, c.others, facetsOf(facets));
  const question = snippet(asked, 100);
  const at = facets.options.length > 1 ? `Before you: ${listWords(facets.options)}. ` : "";
  const stakes = facets.stakes.length > 0 ? `At stake: ${listWords(facets.stakes)}.` : "";
  return [
    `The High Council (${listWords(c.others)}) has deliberated on ${request.ownerName}'s question, “${question}”. ${at}${stakes}`.trim(),
    `Agreed: ${agreed.length > 0 ? `${listStances(agreed, "with")}.` : "no point found two voices at once; each spoke from their own ground."}`,
    `Disagreed: ${disagreed.length > 0 ? `${listStances(disagreed, "against")}; each side stands as it was said.` : "no member set themself against another."}`,
    `Advice: ${advice(facets, request.ownerName, c.transcript.map((l) => l.content).join("|"))}`,
  ].join("\n\n");
}
