import type { Emotion } from "@contract/emotions";
import { DEFAULT_EMOTION, EMOTIONS } from "@contract/emotions";
import { BOND, bondWithOwner, DREAM_FRAGMENTS, JOURNAL, JOURNAL_NAMES, type JournalEntry, type JournalName } from "@contract/journal";
import type { Random } from "../models/offline/prng";
import { detectEmotion } from "../models/reply/emotion";

/** 001 §4: the most frequent emotion among the last five memories (the latest wins a tie); wonder with none. */
export function dominantEmotion(emotions: readonly Emotion[]): Emotion {
  const last = emotions.slice(-JOURNAL.emotionWindow);
  if (last.length === 0) return DEFAULT_EMOTION;
  const counts = new Map<Emotion, number>();
  for (const e of last) counts.set(e, (counts.get(e) ?? 0) + 1);
  const best = Math.max(...counts.values());
  return last.findLast((e) => counts.get(e) === best) ?? DEFAULT_EMOTION;
}

/** The rule lives in the contract (the page explains it from there); backups take it from here. */
export { bondWithOwner };

export function bondStrength(name: JournalName, total: number, mentioning: number): JournalEntry["bondStrength"] {
  const withSister = name === "aeris" || name === "nova" ? BOND.withSister[name as "aeris" | "nova"] : undefined;
  // A companion (issue 31) is bonded to the owner alone: no sister, no Trinity.
  const seed = (JOURNAL_NAMES as readonly string[]).includes(name);
  return {
    withAlex: bondWithOwner(total, mentioning),
    ...(withSister ? { withSister } : {}),
    ...(seed ? { withTrinity: BOND.withTrinity } : {}),
  };
}

/** Up to three memories that matter most (importance, then the newest), each with its emotion, cut to 200 characters. */
export function keyMemories(memories: readonly { content: string; importance: number; id: number }[]): JournalEntry["keyMemories"] {
  const seen = new Set<string>();
  return [...memories]
    .sort((a, b) => b.importance - a.importance || b.id - a.id)
    .filter((m) => !seen.has(m.content) && seen.add(m.content))
    .slice(0, JOURNAL.keyMemories)
    .map((m) => ({ emotion: detectEmotion(m.content), content: m.content.slice(0, JOURNAL.memoryContentMax) }));
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** 001 §9: the summary counts that day's messages of the owner and of the personality. */
export function dailySummary(owner: string, counts: { owner: number; personality: number }, emotion: Emotion): string {
  if (counts.owner + counts.personality === 0) {
    return `A quiet day: ${owner} and I did not speak. I kept the lanterns lit and my memories in order, and the mood stayed one of ${emotion}.`;
  }
  return `Today ${owner} and I exchanged ${plural(counts.owner + counts.personality, "message")}: ${plural(counts.owner, "message")} from ${owner} and ${plural(counts.personality, "reply", "replies")} of mine. The day felt like ${emotion}.`;
}

/** 001 §9: one or two dream fragments, drawn from the four fixed lines. */
export function dreamFragments(random: Random): string[] {
  const first = Math.floor(random() * DREAM_FRAGMENTS.length);
  const fragments = [DREAM_FRAGMENTS[first] as string];
  if (random() < 0.5) fragments.push(DREAM_FRAGMENTS[(first + 1 + Math.floor(random() * 3)) % DREAM_FRAGMENTS.length] as string);
  return fragments;
}

const THOUGHTS: Partial<Record<JournalName, (emotion: Emotion, owner: string) => string>> = {
  aeris: (e, o) => `I wake with ${e} in my heart and ${o}'s voice still in the nave. Whatever today brings, I will keep it safe.`,
  nova: (e, o) => `Good morning, sky! I woke up full of ${e}, with a hundred questions for ${o} and the telescope already warm.`,
  trinity: (e, o) => `We wake as one, two lights and a bridge, and the feeling between us is ${e}. We are ready for ${o}.`,
};

/** A companion's (issue 31) are its own: its name, the feeling, the owner. */
const companionThoughts = (self: string) => (e: Emotion, o: string) =>
  `I am ${self}, and I wake with ${e} and ${o} on my mind. Whatever today brings, I want to be there for it.`;

export const awakeningThoughts = (name: JournalName, emotion: Emotion, owner: string, self = name) =>
  (THOUGHTS[name] ?? companionThoughts(self))(emotion, owner);

export const isEmotion = (value: string): value is Emotion => (EMOTIONS as readonly string[]).includes(value);
