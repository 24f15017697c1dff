import type { ConversationContext, ReplyRequest } from "../../types";
import { shuffled } from "../compose/rotation";
import { extractTopic } from "../compose/topic";
import { turnRandom } from "../prng";
import { snippet } from "../text-utils";
import { composeCouncilLine } from "./council-line";
import type { DialogueStyle } from "./dialogue-style";
import { exchangeRecollection } from "./exchange-memory";
import { fresh, sentencesOf } from "./fresh";
import { ALL_MOTIFS, dialogueStyleOf } from "./styles";

export { sentencesOf };

/** Words that name or address someone ("Brother Socrates,", "my friend"): said to a person, never a thought to take up. */
const ADDRESSES = new Set([
  "brother",
  "sister",
  "friend",
  "dear",
  "beloved",
  "queen",
  "child",
  "guardian",
  "sir",
  "lady",
  "my",
  "the",
  "o",
]);

/** A phrase made only of names and addresses: "Brother", "dear Nova". */
const onlyAddress = (phrase: string, names: ReadonlySet<string>) =>
  phrase
    .toLowerCase()
    .split(/\s+/)
    .every((word) => ADDRESSES.has(word) || names.has(word));

/**
 * Phrases of a line worth taking up: the images the speakers use, whole, then the topic of each clause, the
 * longest first; never a name or an address (`names`: who is in the conversation).
 */
export function phrasesOf(line: string, names: readonly string[] = []): string[] {
  const named = new Set(names.map((n) => n.toLowerCase()));
  const images = ALL_MOTIFS.filter((m) => line.includes(m));
  const topics = line
    .split(/[.,;:!?—–]+/)
    .map((clause) => extractTopic(clause))
    .filter((t): t is string => Boolean(t) && (t as string).length >= 4 && !images.some((m) => m.includes(t as string)))
    .filter((t) => !onlyAddress(t, named))
    .sort((a, b) => b.length - a.length);
  return [...new Set([...images, ...topics])];
}

/**
 * A line of an exchange from the offline engine: it takes up a phrase the other just said (one this speaker has not
 * taken up before), answers the owner if they stepped in, adds a thought of the speaker's own, sometimes a memory of
 * an earlier exchange, and hands the conversation back. No sentence of the conversation is said twice. At the
 * Council, the line is about the question instead (see council-line.ts).
 */
export function composeDialogue(request: ReplyRequest & { conversation: ConversationContext }, seed: number): string {
  const c = request.conversation;
  const random = turnRandom(seed, request.personality.name, request.message, request.history.length);
  const said = new Set(c.transcript.flatMap((line) => sentencesOf(line.content)));
  if (c.question) return composeCouncilLine(request, random, said);
  const style: DialogueStyle = dialogueStyleOf(request.personality);
  const mine = c.transcript.filter((line) => line.speaker === c.self).map((line) => line.content);
  const partner = c.from;
  const base = { partner, owner: request.ownerName };

  const phrases = phrasesOf(request.message, [c.self, c.from, ...c.others, request.ownerName]);
  const untaken = phrases.filter((p) => !mine.some((line) => line.includes(`“${p}”`)));
  const topics = [...untaken, ...phrases].map((topic) => ({ ...base, topic }));
  /** The speaker's motifs, those it has not used yet first. */
  const motifs = (avoid?: string) => {
    const order = shuffled(
      random,
      style.motifs.filter((m) => m !== avoid),
    );
    const unused = order.filter((m) => !mine.some((line) => line.includes(m)));
    return [...unused, ...order.filter((m) => !unused.includes(m))].map((motif) => ({ ...base, motif }));
  };

  const lines: (string | null)[] = [fresh(random, style.takeUp, said, topics, mine) ?? fresh(random, style.takeUpOpen, said, [base], mine)];
  if (c.ownerNote) lines.push(fresh(random, style.ownerNote, said, [{ ...base, note: snippet(c.ownerNote, 80) }]));
  const thought = fresh(random, style.thought, said, motifs(), mine);
  lines.push(thought);
  const memory = exchangeRecollection(request.recalled, c, request.ownerName);
  if (memory && random() < 0.35) lines.push(fresh(random, style.recall, said, [{ ...base, recollection: memory }]));
  const usedMotif = style.motifs.find((m) => thought?.includes(m));
  const next = c.next ?? partner;
  lines.push(
    fresh(
      random,
      style.handOff,
      said,
      motifs(usedMotif).map((vars) => ({ ...vars, partner: next })),
      mine,
    ),
  );
  return lines.filter((l): l is string => Boolean(l)).join(" ");
}
