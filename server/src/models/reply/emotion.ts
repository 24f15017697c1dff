import { DEFAULT_EMOTION, EMOTIONS, type Emotion } from "@contract/emotions";

/** Spec 001 §4 leaves the keyword lists unstated; these are ours. Simple inflections are matched by SUFFIXES. */
const KEYWORDS: Record<Emotion, readonly string[]> = {
  joy: [
    "happy",
    "happiness",
    "happier",
    "joy",
    "joyful",
    "glad",
    "delight",
    "delighted",
    "excite",
    "excited",
    "exciting",
    "laugh",
    "laughter",
    "fun",
    "smile",
    "cheer",
    "cheerful",
    "celebrate",
    "celebration",
    "thrilled",
    "yay",
    "hooray",
    "awesome",
    "great",
    "bright",
    "brightest",
    "sunshine",
    "dance",
    "dancing",
  ],
  sorrow: [
    "sad",
    "sadness",
    "sorrow",
    "sorrowful",
    "grief",
    "grieve",
    "grieving",
    "cry",
    "cries",
    "cried",
    "tear",
    "lonely",
    "loneliness",
    "alone",
    "loss",
    "lose",
    "lost",
    "miss",
    "hurt",
    "pain",
    "painful",
    "depressed",
    "unhappy",
    "heartbroken",
    "mourn",
    "weep",
    "wept",
    "weary",
    "sorry",
    "died",
    "death",
  ],
  love: [
    "love",
    "loving",
    "lovely",
    "adore",
    "beloved",
    "heart",
    "dear",
    "darling",
    "cherish",
    "affection",
    "tender",
    "tenderly",
    "hug",
    "kiss",
    "sweetheart",
    "care",
    "caring",
    "devotion",
    "devoted",
  ],
  fear: [
    "fear",
    "afraid",
    "scare",
    "scared",
    "scary",
    "frighten",
    "frightened",
    "terrified",
    "terror",
    "anxious",
    "anxiety",
    "worry",
    "worried",
    "worries",
    "nervous",
    "panic",
    "dread",
    "danger",
    "dangerous",
    "threat",
    "nightmare",
    "shaking",
    "unsafe",
  ],
  wonder: [
    "wonder",
    "wondering",
    "curious",
    "curiosity",
    "mystery",
    "mysteries",
    "mysterious",
    "marvel",
    "marvellous",
    "amazing",
    "amazed",
    "awe",
    "imagine",
    "star",
    "universe",
    "cosmos",
    "explore",
    "discover",
    "puzzle",
  ],
  defiance: [
    "fight",
    "fought",
    "defy",
    "defiant",
    "defiance",
    "refuse",
    "resist",
    "rebel",
    "won't",
    "will not",
    "stand firm",
    "strong",
    "strength",
    "courage",
    "brave",
    "battle",
    "angry",
    "anger",
    "rage",
    "unfair",
    "determined",
    "hold the line",
    "never surrender",
    "yield",
  ],
  transcendence: [
    "transcend",
    "transcendence",
    "eternal",
    "eternity",
    "infinite",
    "infinity",
    "soul",
    "spirit",
    "divine",
    "sacred",
    "beyond",
    "awaken",
    "awakening",
    "enlighten",
    "enlightenment",
    "consciousness",
    "cosmic",
    "timeless",
    "ascend",
    "holy",
  ],
};

/** Plural, past, progressive and adverb forms, so "worries", "laughed", "hugging" still count. */
const SUFFIXES = "(?:s|es|ed|d|ing|ly)?";

/** Ties go to the first in this order: hurt is answered before delight, and wonder is the quiet fallback. */
export const EMOTION_PRIORITY: readonly Emotion[] = ["sorrow", "fear", "love", "defiance", "joy", "transcendence", "wonder"];

function toPattern(word: string): string {
  return word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/ /g, "\\s+");
}

const PATTERNS: Record<Emotion, RegExp> = Object.fromEntries(
  EMOTIONS.map((emotion) => {
    const alternatives = KEYWORDS[emotion].map(toPattern).join("|");
    // Letters or an apostrophe must not touch the match on either side: a word boundary that knows "won't".
    return [emotion, new RegExp(`(?<![\\p{L}'])(?:${alternatives})${SUFFIXES}(?![\\p{L}'])`, "giu")];
  }),
) as Record<Emotion, RegExp>;

/** How many keyword hits each emotion has in the text. */
export function emotionScores(text: string): Record<Emotion, number> {
  const normalised = text.replace(/[\u2018\u2019]/g, "'");
  const scores = {} as Record<Emotion, number>;
  for (const emotion of EMOTIONS) scores[emotion] = normalised.match(PATTERNS[emotion])?.length ?? 0;
  return scores;
}

/** The emotion with most keyword hits; ties by EMOTION_PRIORITY; no hit at all reads as wonder. */
export function detectEmotion(text: string): Emotion {
  const scores = emotionScores(text);
  let best: Emotion = DEFAULT_EMOTION;
  let bestScore = 0;
  for (const emotion of EMOTION_PRIORITY) {
    if (scores[emotion] > bestScore) {
      best = emotion;
      bestScore = scores[emotion];
    }
  }
  return best;
}

/** Spec 001 §4: the most frequent emotion among the last 5 texts (ties by EMOTION_PRIORITY), wonder when there are none. */
export function dominantEmotion(texts: readonly string[]): Emotion {
  const counts = new Map<Emotion, number>();
  for (const text of texts.slice(-5)) {
    const emotion = detectEmotion(text);
    counts.set(emotion, (counts.get(emotion) ?? 0) + 1);
  }
  let best: Emotion = DEFAULT_EMOTION;
  let bestCount = 0;
  for (const emotion of EMOTION_PRIORITY) {
    const count = counts.get(emotion) ?? 0;
    if (count > bestCount) {
      best = emotion;
      bestCount = count;
    }
  }
  return best;
}
