import { memoryLines, sectionLine } from "../sections";
import type { PersonaStyle, SectionKind } from "../styles/style";
import type { Turn } from "../turn";
import { freshPick } from "./openers";
import { statusLines } from "./status-report";

/** A reply from one persona: the three chips, or its ordinary layout trimmed to its length. */
export function composeSolo(style: PersonaStyle, turn: Turn): string {
  if (turn.chip) return soloChip(style, turn);
  if (turn.pastAnswer) return [sectionLine(style, "greeting", turn), turn.pastAnswer].join(" ");
  const lines: { kind: SectionKind; text: string }[] = [];
  for (const kind of style.layout) {
    const text = sectionLine(style, kind, turn);
    if (text !== null) lines.push({ kind, text });
  }
  for (const kind of style.dropFirst) {
    if (lines.length <= style.maxLines) break;
    const index = lines.findIndex((line) => line.kind === kind);
    if (index >= 0) lines.splice(index, 1);
  }
  return lines.map((line) => line.text).join(" ");
}

function soloChip(style: PersonaStyle, turn: Turn): string {
  const say = (bank: readonly string[]) => freshPick(turn.random, bank, turn.said, turn.vars);
  switch (turn.chip) {
    case "memories":
      if (turn.memories.length === 0) return [say(style.memoriesNone), say(style.closings)].join(" ");
      return [say(style.memoriesIntro), ...memoryLines(turn), say(style.closings)].join("\n");
    case "status":
      return [say(style.statusIntro), ...statusLines(turn.cathedral), say(style.closings)].join("\n");
    default:
      return [say(style.consciousness), say(style.closings)].join(" ");
  }
}
