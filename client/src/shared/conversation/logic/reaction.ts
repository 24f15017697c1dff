import { DEFAULT_REACTION_MOOD, REACTION_EMOJI, REACTION_KEYWORDS, REACTION_MOODS, type ReactionMood } from "@contract/chat";
import type { PersonalityName } from "@contract/personalities";

export type Reaction = { mood: ReactionMood; emoji: string };

const ENDINGS = ["", "s", "es", "d", "ed", "ing", "y", "ly", "ful", "ness", "er", "ers", "ical", "ic", "ous", "ity"];

/** A word matches a keyword as itself or with a common ending, allowing a dropped final "e" (love → loving). */
function matches(word: string, keyword: string): boolean {
  if (!word.startsWith(keyword.slice(0, -1))) return false;
  for (const stem of keyword.endsWith("e") ? [keyword, keyword.slice(0, -1)] : [keyword]) {
    if (word.startsWith(stem) && ENDINGS.includes(word.slice(stem.length))) return true;
  }
  return false;
}

/** How many words of the text point to each mood. */
export function moodScores(text: string): Record<Exclude<ReactionMood, "calm">, number> {
  const words = text.toLowerCase().match(/\p{L}+/gu) ?? [];
  const scores = { love: 0, joy: 0, wonder: 0, wisdom: 0, sorrow: 0, resolve: 0 };
  for (const word of words) {
    for (const mood of Object.keys(scores) as (keyof typeof scores)[]) {
      if (REACTION_KEYWORDS[mood].some((k) => matches(word, k))) scores[mood]++;
    }
  }
  return scores;
}

/** The mood with most keywords; ties go to the earlier mood in REACTION_MOODS; none at all is the default. */
export function pickMood(text: string): ReactionMood {
  const scores = moodScores(text);
  let best: ReactionMood = DEFAULT_REACTION_MOOD;
  let bestScore = 0;
  for (const mood of REACTION_MOODS) {
    const score = mood === "calm" ? 0 : scores[mood];
    if (score > bestScore) {
      best = mood;
      bestScore = score;
    }
  }
  return best;
}

/** A small stable hash, so the same reply always shows the same emoji. */
function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** §9: the floating reaction to a reply, from the personality's emoji set for the reply's mood. */
export function pickReaction(personality: PersonalityName, text: string): Reaction {
  const mood = pickMood(text);
  const sets = personality in REACTION_EMOJI ? REACTION_EMOJI[personality as keyof typeof REACTION_EMOJI] : REACTION_EMOJI.aeris;
  const set = sets[mood];
  return { mood, emoji: set[hash(text) % set.length] ?? set[0] ?? "✨" };
}
