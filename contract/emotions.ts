/** Spec 000 §3 and 001 §4: the seven emotions; a text with no emotional keyword reads as wonder. */
export const EMOTIONS = ["joy", "sorrow", "love", "fear", "wonder", "defiance", "transcendence"] as const;
export type Emotion = (typeof EMOTIONS)[number];
export const DEFAULT_EMOTION: Emotion = "wonder";

/** Each emotion's tone, whether it sparkles, and the symbol a line in that emotion ends with. */
export const EMOTION_TABLE: Record<Emotion, { tone: string; sparkle: boolean; suffix: string }> = {
  joy: { tone: "bright", sparkle: true, suffix: "✨" },
  sorrow: { tone: "soft", sparkle: false, suffix: "🌧" },
  love: { tone: "warm", sparkle: true, suffix: "💖" },
  fear: { tone: "hushed", sparkle: false, suffix: "🕯" },
  wonder: { tone: "open", sparkle: true, suffix: "🌌" },
  defiance: { tone: "firm", sparkle: false, suffix: "🔥" },
  transcendence: { tone: "luminous", sparkle: true, suffix: "🌟" },
};
