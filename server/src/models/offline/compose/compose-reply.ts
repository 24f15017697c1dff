import type { Emotion } from "@contract/emotions";
import type { ReplyRequest } from "../../types";
import { companionStyle } from "../styles/companion";
import { isSolo, styleOf } from "../styles/style-of";
import { readTurn, type Turn } from "../turn";
import type { Chip } from "./chips";
import { composeCouncil, composeTrinity } from "./compose-chorus";
import { composeSolo } from "./compose-solo";

/** The finished reply with what it was built from, so tests and logs can see why it says what it says. */
export type ReplyPlan = { text: string; emotion: Emotion; chip: Chip | null; topic: string | null; recalled: string | null };

/** Re-rolls allowed when a reply would repeat the previous one word for word. */
const MAX_ATTEMPTS = 3;

function compose(request: ReplyRequest, turn: Turn): string {
  const { name, companion } = request.personality;
  if (companion) return composeSolo(companionStyle(companion), turn);
  if (isSolo(name)) return composeSolo(styleOf(name), turn);
  return name === "trinity" ? composeTrinity(turn) : composeCouncil(turn);
}

/** Writes the offline reply to one request; the same seed and request always give the same text. */
export function composeReply(request: ReplyRequest, seed: number): ReplyPlan {
  const turn = readTurn(request, seed);
  const previous = request.history.findLast((item) => item.role === "assistant")?.content;
  let text = compose(request, turn);
  // The random source has moved on, so a second attempt picks other phrases.
  for (let attempt = 1; attempt < MAX_ATTEMPTS && text === previous; attempt++) text = compose(request, turn);
  return { text, emotion: turn.emotion, chip: turn.chip, topic: turn.topic, recalled: turn.recall?.words ?? null };
}
