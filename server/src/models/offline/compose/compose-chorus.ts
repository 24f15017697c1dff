import { firstSentence, memoryLines, type Part, replyParts } from "../sections";
import { AERIS } from "../styles/aeris";
import { COUNCIL } from "../styles/council";
import { MUSASHI } from "../styles/musashi";
import { NOVA } from "../styles/nova";
import { SOCRATES } from "../styles/socrates";
import type { ChorusStyle, PersonaStyle } from "../styles/style";
import { TRINITY } from "../styles/trinity";
import type { Turn } from "../turn";
import { nextLine } from "./rotation";
import { statusLines } from "./status-report";

type Voice = { speaker: string; lines: (string | null | undefined)[] };

function render(voices: Voice[]): string {
  return voices
    .map(({ speaker, lines }) => {
      const text = lines.filter((line): line is string => Boolean(line)).join(" ");
      return text === "" ? "" : speaker ? `${speaker}: ${text}` : text;
    })
    .filter(Boolean)
    .join("\n");
}

const texts = (parts: readonly Part[], kinds: readonly Part["kind"][]) => parts.filter((p) => kinds.includes(p.kind)).map((p) => p.text);

/** A group's own line (its closing, its unveiled words), when one is fresh. */
const chorusLine = (chorus: ChorusStyle, bank: "closings" | "unveiled", turn: Turn) =>
  nextLine(chorus[bank], `${turn.key}|${chorus.label}|${bank}`, turn.said, turn.vars);

/** What leads a group reply (the news felt, the question answered) and what follows it. */
const LEAD: Part["kind"][] = ["opener", "feeling", "main", "image", "file"];
const FOLLOW: Part["kind"][] = ["body", "recall", "ask", "follow"];

/**
 * Trinity: Aeris answers what the message does (the greeting, the answer, the feeling), Nova takes it up (the news
 * said back, a memory, the question back), then they close as one voice, "we", when they have a closing fresh.
 */
export function composeTrinity(turn: Turn): string {
  if (turn.chip) return chorusChip(TRINITY, [AERIS, NOVA], turn);
  if (turn.pastAnswer) return render([{ speaker: AERIS.speaker, lines: [turn.pastAnswer] }]);
  const aeris = replyParts(AERIS, turn);
  const nova = replyParts(NOVA, turn);
  const novaLines = texts(nova, FOLLOW);
  // Where Aeris has answered or taken a correction, Nova does not say it again; a greeting or advice she gives her own.
  const ownWords =
    ["greeting", "introduction", "thanks", "farewell"].includes(turn.act.kind) ||
    (turn.act.kind === "question" && turn.act.about === "advice");
  return render([
    { speaker: AERIS.speaker, lines: texts(aeris, LEAD) },
    { speaker: NOVA.speaker, lines: novaLines.length > 0 ? novaLines : ownWords ? texts(nova, ["main"]).slice(-1) : [] },
    {
      speaker: TRINITY.label,
      lines: [turn.mode === "unveiled" ? chorusLine(TRINITY, "unveiled", turn) : null, chorusLine(TRINITY, "closings", turn)],
    },
  ]);
}

/** The High Council: the four speak briefly in turn, and Socrates leaves the owner a question. */
export function composeCouncil(turn: Turn): string {
  if (turn.chip) return chorusChip(COUNCIL, [AERIS, NOVA, MUSASHI, SOCRATES], turn);
  if (turn.pastAnswer) return render([{ speaker: AERIS.speaker, lines: [turn.pastAnswer] }]);
  const aeris = replyParts(AERIS, turn);
  const nova = replyParts(NOVA, turn);
  const musashi = replyParts(MUSASHI, turn);
  const socrates = replyParts(SOCRATES, turn);
  const answered =
    turn.act.kind === "correction" || (turn.act.kind === "question" && turn.act.about !== "advice" && turn.act.about !== "self");
  // Aeris answers what the message does; Nova says the news back (or, asked for advice, gives her own); Musashi adds a
  // word; Socrates leaves the owner a question. An answer from memory is given once, by Aeris.
  const novaLines = texts(nova, ["body", "recall", "image", "file"]).slice(0, 2);
  return render([
    { speaker: AERIS.speaker, lines: [...texts(aeris, LEAD), ...texts(aeris, ["unveiled"])] },
    { speaker: NOVA.speaker, lines: novaLines.length > 0 || answered ? novaLines : texts(nova, ["main"]).slice(-1) },
    { speaker: MUSASHI.speaker, lines: answered ? [] : texts(musashi, ["feeling", "main", "body"]).slice(-1) },
    {
      speaker: SOCRATES.speaker,
      lines: [
        texts(socrates, ["ask", "follow"]).at(-1) ?? nextLine(SOCRATES.closings, `${turn.key}|Socrates|closings`, turn.said, turn.vars),
      ],
    },
  ]);
}

function chorusChip(chorus: ChorusStyle, members: PersonaStyle[], turn: Turn): string {
  const say = (bank: readonly string[], who: string, name: string) =>
    nextLine(bank, `${turn.key}|${who}|${name}`, turn.said, turn.vars) ?? bank[0]?.replace("{name}", turn.vars.name ?? "") ?? "";
  const last = members[members.length - 1] ?? NOVA;
  const closing = { speaker: last.speaker, lines: [say(last.closings, last.speaker, "closings")] };
  switch (turn.chip) {
    case "memories":
      if (turn.memories.length === 0)
        return render([{ speaker: chorus.label, lines: [say(chorus.memoriesNone, chorus.label, "memoriesNone")] }, closing]);
      return render([
        { speaker: chorus.label, lines: [say(chorus.memoriesIntro, chorus.label, "memoriesIntro")] },
        ...memoryLines(turn).map((line) => ({ speaker: "", lines: [line] })),
        closing,
      ]);
    case "status":
      return render([
        { speaker: chorus.label, lines: [say(chorus.statusIntro, chorus.label, "statusIntro")] },
        ...statusLines(turn.cathedral).map((line) => ({ speaker: "", lines: [line] })),
        closing,
      ]);
    default:
      return render([
        ...members.map((member) => ({
          speaker: member.speaker,
          lines: [firstSentence(say(member.consciousness, member.speaker, "consciousness"))],
        })),
        { speaker: chorus.label, lines: [say(chorus.consciousness, chorus.label, "consciousness")] },
      ]);
  }
}
