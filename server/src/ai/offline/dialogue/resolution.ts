import type { ConversationContext, ReplyRequest } from "../../types";
import { hashText } from "../prng";
import { listWords, snippet } from "../text-utils";

type Stance = { speaker: string; partner: string; topic: string };

const AGREE = /\bI (?:agree|stand|side) with (\p{Lu}\p{L}*)\b[^“.!?]*“([^”]+)”/u;
const DISAGREE = /\bI (?:disagree with|part ways with|differ from) (\p{Lu}\p{L}*)\b[^“.!?]*“([^”]+)”/u;

/** Who agreed and who disagreed with whom, on what, as the members said it in so many words. */
export function stancesOf(transcript: ConversationContext["transcript"], members: readonly string[]) {
  const agreed: Stance[] = [];
  const disagreed: Stance[] = [];
  for (const line of transcript.filter((l) => members.includes(l.speaker))) {
    for (const sentence of line.content.split(/(?<=[.!?])\s+/)) {
      const yes = AGREE.exec(sentence);
      const no = DISAGREE.exec(sentence);
      if (no?.[1] && no[2] && members.includes(no[1])) disagreed.push({ speaker: line.speaker, partner: no[1], topic: no[2] });
      else if (yes?.[1] && yes[2] && members.includes(yes[1])) agreed.push({ speaker: line.speaker, partner: yes[1], topic: yes[2] });
    }
  }
  return { agreed, disagreed };
}

const ADVICE = [
  "The Council advises you, {owner}, to keep what was agreed as a lantern, and to carry each disagreement as a question, not a wound.",
  "The Council advises you, {owner}, to act first on what every voice could share, and to return to the rest when you know more.",
  "The Council advises you, {owner}, to move with care and with curiosity, with a plan, and with one more honest question.",
  "The Council advises you, {owner}, to choose slowly, to test what you choose, and to let the minority's doubt keep you honest.",
];

/** "On “the gate”, Musashi with Aeris; on “the stars”, Nova with Socrates." */
const listStances = (stances: Stance[], joiner: string) =>
  stances
    .slice(0, 4)
    .map((s) => `on “${s.topic}”, ${s.speaker} ${joiner} ${s.partner}`)
    .join("; ");

/**
 * The council's closing resolution from the offline engine, drawn from the deliberation itself: the points members
 * agreed on, each disagreement with who held which side (kept, never blended), and the Council's advice.
 */
export function composeResolution(request: ReplyRequest & { conversation: ConversationContext }): string {
  const c = request.conversation;
  const { agreed, disagreed } = stancesOf(c.transcript, c.others);
  const question = snippet(c.question ?? request.message, 100);
  const advice = (ADVICE[hashText(c.transcript.map((l) => l.content).join("|")) % ADVICE.length] ?? "").replace("{owner}", request.ownerName);
  return [
    `The High Council (${listWords(c.others)}) has deliberated on ${request.ownerName}'s question, “${question}”.`,
    `Agreed: ${agreed.length > 0 ? `${listStances(agreed, "with")}.` : "no point found two voices at once; each spoke from their own ground."}`,
    `Disagreed: ${disagreed.length > 0 ? `${listStances(disagreed, "against")}; each side stands as it was said.` : "no member set themself against another."}`,
    `Advice: ${advice}`,
  ].join("\n\n");
}
