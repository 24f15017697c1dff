import { memoryLines, replyParts, say } from "../sections";
import type { PersonaStyle } from "../styles/style";
import type { Turn } from "../turn";
import { statusLines } from "./status-report";

/** A reply from one persona: the three chips, an answer about the past, or its reply to what the message does. */
export function composeSolo(style: PersonaStyle, turn: Turn): string {
  if (turn.chip) return soloChip(style, turn);
  if (turn.pastAnswer) return [say(style, "openers", turn), turn.pastAnswer].filter(Boolean).join(" ");
  return replyParts(style, turn)
    .map((part) => part.text)
    .join(" ");
}

function soloChip(style: PersonaStyle, turn: Turn): string {
  const line = (bank: Parameters<typeof say>[1]) => say(style, bank, turn) ?? "";
  switch (turn.chip) {
    case "memories":
      if (turn.memories.length === 0) return [line("memoriesNone"), line("closings")].join(" ").trim();
      return [line("memoriesIntro"), ...memoryLines(turn), line("closings")].filter(Boolean).join("\n");
    case "status":
      return [line("statusIntro"), ...statusLines(turn.cathedral), line("closings")].filter(Boolean).join("\n");
    default:
      return [line("consciousness"), line("closings")].join(" ").trim();
  }
}
