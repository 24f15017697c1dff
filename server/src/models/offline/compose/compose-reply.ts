import type { Emotion } from "@contract/emotions";
import type { ReplyRequest } from "../../types";
import { AERIS } from "../styles/aeris";
import { companionStyle } from "../styles/companion";
import { MUSASHI } from "../styles/musashi";
import { NOVA } from "../styles/nova";
import { SOCRATES } from "../styles/socrates";
import type { PersonaStyle } from "../styles/style";
import { isSolo, styleOf } from "../styles/style-of";
import { readTurn, type Turn } from "../turn";
import type { Chip } from "./chips";
import { composeCouncil, composeTrinity } from "./compose-chorus";
import { composeSolo } from "./compose-solo";

/** The finished reply with what it was built from, so tests and logs can see why it says what it says. */
export type ReplyPlan = { text: string; emotion: Emotion; chip: Chip | null; topic: string | null; recalled: string | null };

/** The styles a personality speaks through: its own, or the Trinity's two and the council's four. */
function stylesOf(personality: ReplyRequest["personality"]): PersonaStyle[] {
  const { name, companion } = personality;
  if (companion) return [companionStyle(companion)];
  if (isSolo(name)) return [styleOf(name)];
  return name === "trinity" ? [AERIS, NOVA] : [AERIS, NOVA, MUSASHI, SOCRATES];
}

function compose(request: ReplyRequest, styles: readonly PersonaStyle[], turn: Turn): string {
  const [only] = styles;
  if (styles.length === 1 && only) return composeSolo(only, turn);
  return request.personality.name === "trinity" ? composeTrinity(turn) : composeCouncil(turn);
}

/**
 * Writes the offline reply to one request; the same seed and request always give the same text. Its lines are taken
 * in turn from each bank (rotation.ts), so it never repeats its last reply, nor any line of the last ten.
 */
export function composeReply(request: ReplyRequest, seed: number): ReplyPlan {
  const styles = stylesOf(request.personality);
  const turn = readTurn(request, seed, styles);
  const text = compose(request, styles, turn);
  return { text, emotion: turn.emotion, chip: turn.chip, topic: turn.topic, recalled: (turn.answer ?? turn.recall)?.words ?? null };
}
