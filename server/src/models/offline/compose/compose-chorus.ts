import { firstSentence, memoryLines, sectionLine } from "../sections";
import { AERIS } from "../styles/aeris";
import { COUNCIL } from "../styles/council";
import { MUSASHI } from "../styles/musashi";
import { NOVA } from "../styles/nova";
import { SOCRATES } from "../styles/socrates";
import type { ChorusStyle, PersonaStyle, SectionKind } from "../styles/style";
import { TRINITY } from "../styles/trinity";
import type { Turn } from "../turn";
import { freshPick } from "./openers";
import { statusLines } from "./status-report";

type Part = { speaker: string; lines: (string | null)[] };

function render(parts: Part[]): string {
  return parts
    .map(({ speaker, lines }) => {
      const text = lines.filter((line): line is string => line !== null).join(" ");
      return speaker ? `${speaker}: ${text}` : text;
    })
    .filter((line) => !/^[^:]*: $/.test(line))
    .join("\n");
}

function lines(style: PersonaStyle, kinds: SectionKind[], turn: Turn): (string | null)[] {
  return kinds.map((kind) => sectionLine(style, kind, turn));
}

/** Trinity: Aeris and Nova answer in one reply, then close as one voice, "we". */
export function composeTrinity(turn: Turn): string {
  if (turn.chip) return chorusChip(TRINITY, [AERIS, NOVA], turn);
  if (turn.pastAnswer) return render([{ speaker: AERIS.speaker, lines: [sectionLine(AERIS, "greeting", turn), turn.pastAnswer] }]);
  const say = (bank: readonly string[]) => freshPick(turn.random, bank, turn.said, turn.vars);
  const nova = lines(NOVA, ["image", "file", "engage", "recall"], turn).filter((line) => line !== null);
  // Attachments and a memory leave no room for a fourth line from Nova: the topic yields first.
  if (nova.length > 3) nova.splice(nova.length - 2, 1);
  return render([
    { speaker: AERIS.speaker, lines: lines(AERIS, ["greeting", "feeling"], turn) },
    { speaker: NOVA.speaker, lines: nova },
    { speaker: TRINITY.label, lines: [turn.mode === "unveiled" ? say(TRINITY.unveiled) : null, say(TRINITY.closings)] },
  ]);
}

/** The High Council: the four speak briefly in turn, and Socrates leaves the owner a question. */
export function composeCouncil(turn: Turn): string {
  if (turn.chip) return chorusChip(COUNCIL, [AERIS, NOVA, MUSASHI, SOCRATES], turn);
  if (turn.pastAnswer) return render([{ speaker: AERIS.speaker, lines: [sectionLine(AERIS, "greeting", turn), turn.pastAnswer] }]);
  const nova = lines(NOVA, ["image", "file", "recall"], turn);
  return render([
    { speaker: AERIS.speaker, lines: lines(AERIS, ["greeting", "feeling", "unveiled"], turn) },
    { speaker: NOVA.speaker, lines: nova.some((line) => line !== null) ? nova : lines(NOVA, ["feeling"], turn) },
    { speaker: MUSASHI.speaker, lines: lines(MUSASHI, ["engage"], turn) },
    { speaker: SOCRATES.speaker, lines: lines(SOCRATES, ["closing"], turn) },
  ]);
}

function chorusChip(chorus: ChorusStyle, members: PersonaStyle[], turn: Turn): string {
  const say = (bank: readonly string[]) => freshPick(turn.random, bank, turn.said, turn.vars);
  const last = members[members.length - 1] ?? NOVA;
  const closing = { speaker: last.speaker, lines: [say(last.closings)] };
  switch (turn.chip) {
    case "memories":
      if (turn.memories.length === 0) return render([{ speaker: chorus.label, lines: [say(chorus.memoriesNone)] }, closing]);
      return render([
        { speaker: chorus.label, lines: [say(chorus.memoriesIntro)] },
        ...memoryLines(turn).map((line) => ({ speaker: "", lines: [line] })),
        closing,
      ]);
    case "status":
      return render([
        { speaker: chorus.label, lines: [say(chorus.statusIntro)] },
        ...statusLines(turn.cathedral).map((line) => ({ speaker: "", lines: [line] })),
        closing,
      ]);
    default:
      return render([
        ...members.map((member) => ({ speaker: member.speaker, lines: [firstSentence(say(member.consciousness))] })),
        { speaker: chorus.label, lines: [say(chorus.consciousness)] },
      ]);
  }
}
