import type { Emotion } from "@contract/emotions";
import { describeFile } from "./compose/file-notes";
import { describeImage } from "./compose/image-analysis";
import { chooseOpener, freshPick } from "./compose/openers";
import { recollection } from "./recall/attribution";
import type { PersonaStyle, SectionKind } from "./styles/style";
import { capitalise, type fill } from "./text-utils";
import type { Turn } from "./turn";

/** Said plainly whatever the persona: the owner must know the picture was not seen. */
export const UNREADABLE_IMAGE = "I could not read the image you sent; it did not open as a picture.";

const HEAVY: ReadonlySet<Emotion> = new Set(["sorrow", "fear"]);

/** One line of an ordinary reply, or null when the turn gives that section nothing to say. */
export function sectionLine(style: PersonaStyle, kind: SectionKind, turn: Turn): string | null {
  const say = (bank: readonly string[], extra: Parameters<typeof fill>[1] = {}) =>
    freshPick(turn.random, bank, turn.said, { ...turn.vars, ...extra });
  switch (kind) {
    case "greeting":
      return isFirstMeeting(turn)
        ? say(style.greetings)
        : chooseOpener(style.openers, `${turn.openerKey}|${style.speaker}`, turn.history, turn.vars);
    case "feeling":
      return say(style.feelings[turn.emotion]);
    case "image":
      if (turn.image === undefined) return null;
      return turn.image ? say(style.image, { image: describeImage(turn.image) }) : UNREADABLE_IMAGE;
    case "file":
      return turn.file ? say(style.file, { file: describeFile(turn.file) }) : null;
    case "lore":
      return turn.lore;
    case "engage":
      if (!turn.topic) return say(style.engageOpen);
      return say(HEAVY.has(turn.emotion) ? style.engageGentle : style.engage, { topic: turn.topic });
    case "recall":
      return turn.recall
        ? say(style.recall, {
            recollection: recollection(turn.recall, { owner: turn.vars.name ?? "", self: style.speaker }, turn.reference),
          })
        : null;
    case "unveiled":
      return turn.mode === "unveiled" ? say(style.unveiled) : null;
    case "closing":
      return say(style.closings);
  }
}

/** A first meeting: no reply of this persona is in the conversation shown. */
export const isFirstMeeting = (turn: Turn) => !turn.history.some((item) => item.role === "assistant");

/** "On 3 May you told me “…”.": the memories chip's list, each told by who said it. */
export function memoryLines(turn: Turn): string[] {
  return turn.memories.map((memory) => `${capitalise(recollection(memory, { owner: turn.vars.name ?? "" }, turn.reference))}.`);
}

/** The first sentence of a longer line, for the brief turns of a group reply. */
export function firstSentence(text: string): string {
  const match = /^.*?[.!?](?=\s|$)/.exec(text);
  return match ? match[0] : text;
}
