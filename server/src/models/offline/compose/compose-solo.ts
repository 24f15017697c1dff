import { memoryLines, sectionLine } from "../sections";
import type { PersonaVoice, SectionKind } from "../styles/style";
import type { Turn } from "../turn";
import { freshPick } from "./openers";
import { statusLines } from "./status-report";

/** A reply from one persona: the three chips, or its ordinary layout trimmed to its length. */
export function composeSolo(voice: PersonaVoice, turn: Turn): string {
  if (turn.chip) return soloChip(voice, turn);
  if (turn.pastAnswer) return [sectionLine(voice, "greeting", turn), turn.pastAnswer].join(" ");
  const lines: { kind: SectionKind; text: string }[] = [];
  for (const kind of voice.layout) {
    const text = sectionLine(voice, kind, turn);
    if (text !== null) lines.push({ kind, text });
  }
  for (const kind of voice.dropFirst) {
    if (lines.length <= voice.maxLines) break;
    const index = lines.findIndex((line) => line.kind === kind);
    if (index >= 0) lines.splice(index, 1);
  }
  return lines.map((line) => line.text).join(" ");
}

function soloChip(voice: PersonaVoice, turn: Turn): string {
  const say = (bank: readonly string[]) => freshPick(turn.random, bank, turn.said, turn.vars);
  switch (turn.chip) {
    case "memories":
      if (turn.memories.length === 0) return [say(voice.memoriesNone), say(voice.closings)].join(" ");
      return [say(voice.memoriesIntro), ...memoryLines(turn), say(voice.closings)].join("\n");
    case "status":
      return [say(voice.statusIntro), ...statusLines(turn.cathedral), say(voice.closings)].join("\n");
    default:
      return [say(voice.consciousness), say(voice.closings)].join(" ");
  }
}
