import type { ConversationContext, ReplyRequest } from "../../types";
import { type Random, turnRandom } from "../prng";
import { snippet } from "../text-utils";
import { extractTopic } from "../topic";
import type { DialogueVoice } from "./dialogue-voice";
import { ALL_MOTIFS, dialogueVoiceOf } from "./voices";

type Vars = Record<string, string>;
const fill = (template: string, vars: Vars) => template.replace(/\{(\w+)\}/g, (whole, key: string) => vars[key] ?? whole);

/** The words a memory of an exchange keeps ("On the bridge, Nova told me: “…”"), without the frame around them. */
const quoted = (memory: string) => /^[^“]{0,80}: “([\s\S]*)”$/.exec(memory)?.[1] ?? memory;

/** A text's sentences, as they would be compared. */
export const sentencesOf = (text: string): string[] =>
  text
    .split(/(?<=[.!?])\s+/)
    .map((s) => s.trim())
    .filter(Boolean);

/** The items in a random order (Fisher-Yates on the seeded source). */
function shuffled<T>(random: Random, items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/**
 * Phrases of a line worth taking up: the images the speakers use, whole, then the topic of each clause, the
 * longest first.
 */
export function phrasesOf(line: string): string[] {
  const images = ALL_MOTIFS.filter((m) => line.includes(m));
  const topics = line
    .split(/[.,;:!?—–]+/)
    .map((clause) => extractTopic(clause))
    .filter((t): t is string => Boolean(t) && (t as string).length >= 4 && !images.some((m) => m.includes(t as string)))
    .sort((a, b) => b.length - a.length);
  return [...new Set([...images, ...topics])];
}

/**
 * The first filling of a bank not yet said in the conversation (nor in this reply): templates and motifs are tried
 * in a seeded order, so the same conversation always gives the same line and no sentence comes twice.
 */
function fresh(random: Random, bank: readonly string[], said: Set<string>, options: Vars[]): string | null {
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

/**
 * A line of an exchange from the offline engine: it takes up a phrase the other just said (one this speaker has not
 * taken up before), answers the owner if they stepped in, adds a thought of the speaker's own, sometimes a memory,
 * and hands the conversation back. No sentence of the conversation is said twice.
 */
export function composeDialogue(request: ReplyRequest & { conversation: ConversationContext }, seed: number): string {
  const voice: DialogueVoice = dialogueVoiceOf(request.personality.name);
  const c = request.conversation;
  const random = turnRandom(seed, request.personality.name, request.message, request.history.length);
  const said = new Set(c.transcript.flatMap((line) => sentencesOf(line.content)));
  const mine = c.transcript.filter((line) => line.speaker === c.self).map((line) => line.content);
  const partner = c.from;
  const base = { partner, owner: request.ownerName };

  const phrases = phrasesOf(request.message);
  const untaken = phrases.filter((p) => !mine.some((line) => line.includes(`“${p}”`)));
  const topics = [...untaken, ...phrases].map((topic) => ({ ...base, topic }));
  /** The speaker's motifs, those it has not used yet first. */
  const motifs = (avoid?: string) => {
    const order = shuffled(random, voice.motifs.filter((m) => m !== avoid));
    const unused = order.filter((m) => !mine.some((line) => line.includes(m)));
    return [...unused, ...order.filter((m) => !unused.includes(m))].map((motif) => ({ ...base, motif }));
  };

  const lines: (string | null)[] = [];
  const council = c.others.length > 1;
  if (council && partner !== request.ownerName) {
    // In a council each answer sides with, or against, the member who spoke last, by name.
    const bank = random() < voice.dissent ? voice.disagree : voice.agree;
    lines.push(fresh(random, bank, said, topics) ?? fresh(random, voice.takeUpOpen, said, [base]));
    const earlier = c.transcript.findLast((l) => l.speaker !== partner && l.speaker !== c.self && c.others.includes(l.speaker));
    if (earlier && random() < 0.6) {
      const theirs = phrasesOf(earlier.content).map((topic) => ({ ...base, partner: earlier.speaker, topic }));
      lines.push(fresh(random, voice.takeUp, said, theirs));
    }
  } else {
    lines.push(fresh(random, voice.takeUp, said, topics) ?? fresh(random, voice.takeUpOpen, said, [base]));
  }
  if (c.ownerNote) lines.push(fresh(random, voice.ownerNote, said, [{ ...base, note: snippet(c.ownerNote, 80) }]));
  if (council && c.question && (partner === request.ownerName || random() < 0.5)) {
    const asked = phrasesOf(c.question).map((qtopic) => ({ ...base, qtopic }));
    lines.push(fresh(random, voice.counsel, said, asked.length > 0 ? asked : [{ ...base, qtopic: snippet(c.question, 60) }]));
  }
  const thought = fresh(random, voice.thought, said, motifs());
  lines.push(thought);
  const memory = request.recalled.find((m) => !c.transcript.some((line) => line.content.includes(m.content.slice(0, 40))));
  if (memory && random() < 0.35) lines.push(fresh(random, voice.recall, said, [{ ...base, memory: snippet(quoted(memory.content), 90) }]));
  const usedMotif = voice.motifs.find((m) => thought?.includes(m));
  const next = c.next ?? partner;
  lines.push(fresh(random, voice.handOff, said, motifs(usedMotif).map((vars) => ({ ...vars, partner: next }))));
  return lines.filter((l): l is string => Boolean(l)).join(" ");
}
