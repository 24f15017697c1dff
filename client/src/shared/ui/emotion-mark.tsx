import { EMOTION_TABLE, type Emotion } from "@contract/emotions";

/**
 * An emotion's symbol from the spec's table, beside its name (which says it to a screen reader). Drawn from the app's
 * emoji font stack, so it shows as the symbol on machines without an emoji font of their own, never as an empty box.
 */
export function EmotionMark({ emotion }: { emotion: Emotion }) {
  return (
    <span aria-hidden data-testid="emotion-mark">
      {EMOTION_TABLE[emotion].suffix}
    </span>
  );
}
