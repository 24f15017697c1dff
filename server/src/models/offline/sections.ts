import { DEFAULT_OWNER_NAME } from "@contract/chat";
import { describeFile } from "./compose/file-notes";
import { describeImage } from "./compose/image-analysis";
import { nextLine } from "./compose/rotation";
import { facing, reflectQuestion } from "./listen/reflect";
import { recollection } from "./recall/attribution";
import type { PersonaStyle, SectionKind } from "./styles/style";
import { capitalise, type TemplateVars } from "./text-utils";
import type { Turn } from "./turn";

/** Said plainly whatever the persona: the owner must know the picture was not seen. */
export const UNREADABLE_IMAGE = "I could not read the image you sent; it did not open as a picture.";

/**
 * One line of a reply and what it is. `main` is what answers the message itself (the greeting, the answer, the news
 * said back); `follow` is what comes after it (the question back, the invitation): a group reply gives them to
 * different voices.
 */
export type Part = { kind: SectionKind | "main" | "follow"; text: string };

type Bank = { [K in keyof PersonaStyle]: PersonaStyle[K] extends readonly string[] ? K : never }[keyof PersonaStyle];

/** The next line of one of the style's banks for this turn (see rotation.ts), or null when it has none fresh. */
export function say(style: PersonaStyle, bank: Bank, turn: Turn, extra: TemplateVars = {}): string | null {
  return nextLine(style[bank], `${turn.key}|${style.speaker}|${bank}`, turn.said, { ...turn.vars, ...extra });
}

function feelingLine(style: PersonaStyle, turn: Turn): string | null {
  if (!turn.feeling) return null;
  return nextLine(style.feelings[turn.feeling], `${turn.key}|${style.speaker}|feelings.${turn.feeling}`, turn.said, turn.vars);
}

const part = (kind: Part["kind"], text: string | null): Part[] => (text ? [{ kind, text: capitalise(text) }] : []);

function attachments(style: PersonaStyle, turn: Turn): Part[] {
  const image =
    turn.image === undefined ? null : turn.image ? say(style, "image", turn, { image: describeImage(turn.image) }) : UNREADABLE_IMAGE;
  return [...part("image", image), ...part("file", turn.file ? say(style, "file", turn, { file: describeFile(turn.file) }) : null)];
}

const unveiled = (style: PersonaStyle, turn: Turn) => part("unveiled", turn.mode === "unveiled" ? say(style, "unveiled", turn) : null);

const told = (turn: Turn, style: PersonaStyle, memory: NonNullable<Turn["recall"]>) =>
  recollection(memory, { owner: turn.vars.name ?? "", self: style.speaker, profile: turn.profileName }, turn.reference);

/** The news, a feeling or a plan: said back, felt, remembered, and asked about. */
function statementParts(style: PersonaStyle, turn: Turn): Part[] {
  const bad = turn.tone === "bad";
  const body = turn.reflection
    ? say(style, bad ? "reflectGently" : "reflect", turn, { reflection: turn.reflection })
    : turn.topic
      ? say(style, bad ? "engageGentle" : "engage", turn, { topic: turn.topic })
      : null;
  const ask = turn.act.kind === "statement" && turn.act.plan ? "askPlan" : bad ? "askBad" : turn.tone === "good" ? "askGood" : "askNeutral";
  const parts = [
    // A hard day is met with the feeling first, not a flourish.
    ...part("opener", bad ? null : say(style, "openers", turn)),
    ...part("feeling", feelingLine(style, turn)),
    ...attachments(style, turn),
    ...part("lore", turn.lore),
    ...part("body", body),
    ...part("recall", turn.recall ? say(style, "recall", turn, { recollection: told(turn, style, turn.recall) }) : null),
    ...unveiled(style, turn),
    ...part("ask", say(style, ask, turn) ?? say(style, "closings", turn)),
  ];
  for (const kind of style.dropFirst) {
    if (parts.length <= style.maxLines) break;
    const index = parts.findIndex((p) => p.kind === kind);
    if (index >= 0) parts.splice(index, 1);
  }
  return parts;
}

/** A question: answered from memory, as advice, as itself, or honestly not. */
function questionParts(style: PersonaStyle, turn: Turn): Part[] {
  const { act } = turn;
  if (act.kind !== "question") return [];
  switch (act.about) {
    case "owner":
      return turn.answer
        ? [
            ...part("opener", say(style, "openers", turn)),
            ...part("main", say(style, "answer", turn, { recollection: told(turn, style, turn.answer) })),
          ]
        : part("main", say(style, "unknown", turn));
    case "self":
      return [
        ...part("main", reflectQuestion(act.text)),
        ...part("main", say(style, "musing", turn)),
        ...part("follow", say(style, "turnBack", turn)),
      ];
    case "advice": {
      const [a, b] = act.options?.map(facing) ?? [];
      const advice = a && b ? say(style, "choose", turn, { a, b }) : null;
      return part("main", advice ?? say(style, "advise", turn));
    }
    case "world":
      // "When does Mara start?" names no one as "my", but memory may still hold the answer.
      if (turn.answer) return part("main", say(style, "answer", turn, { recollection: told(turn, style, turn.answer) }));
      return [...part("main", say(style, "wonderAloud", turn)), ...part("follow", say(style, "turnBack", turn))];
  }
}

/** The named owner: asked for while they have only the default name. */
const nameless = (turn: Turn) => (turn.vars.name ?? DEFAULT_OWNER_NAME) === DEFAULT_OWNER_NAME;

/** The lines of an ordinary reply (not a chip, not a question about the past), by what the message does. */
export function replyParts(style: PersonaStyle, turn: Turn): Part[] {
  const { act } = turn;
  switch (act.kind) {
    case "greeting":
      if (turn.firstMeeting) {
        // A companion that greeted first does not say its greeting twice: an opener stands in.
        return [
          ...part("main", say(style, "greetings", turn) ?? say(style, "openers", turn)),
          ...unveiled(style, turn),
          ...part("follow", say(style, nameless(turn) ? "inviteName" : "invite", turn)),
        ];
      }
      return [
        ...part("main", say(style, "greetBack", turn, act.daypart ? { daypart: act.daypart } : {}) ?? say(style, "openers", turn)),
        ...unveiled(style, turn),
      ];
    case "introduction":
      return [
        ...part("main", turn.firstMeeting ? say(style, "greetings", turn) : null),
        ...part("main", say(style, "heardName", turn)),
        ...unveiled(style, turn),
        ...part("follow", say(style, "invite", turn) ?? say(style, "askNeutral", turn)),
      ];
    case "thanks":
      return [...part("main", say(style, "thanks", turn)), ...unveiled(style, turn)];
    case "farewell":
      return part("main", say(style, "farewells", turn));
    case "correction":
      return part("main", say(style, "corrected", turn, { correction: capitalise(facing(act.correction)) }));
    case "question":
      // Lore the question called for answers a question about the world; any other is answered after it.
      return [
        ...attachments(style, turn),
        ...part("main", turn.lore),
        ...(turn.lore && act.about === "world" && !turn.answer ? [] : questionParts(style, turn)),
        ...unveiled(style, turn),
      ];
    case "statement":
      return statementParts(style, turn);
  }
}

/** "On 3 May you told me “…”.": the memories chip's list, each told by who said it. */
export function memoryLines(turn: Turn): string[] {
  return turn.memories.map(
    (memory) => `${capitalise(recollection(memory, { owner: turn.vars.name ?? "", profile: turn.profileName }, turn.reference))}.`,
  );
}

/** The first sentence of a longer line, for the brief turns of a group reply. */
export function firstSentence(text: string): string {
  const match = /^.*?[.!?](?=\s|$)/.exec(text);
  return match ? match[0] : text;
}
