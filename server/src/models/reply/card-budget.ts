import type { CompanionPersona, ReplyRequest } from "../types";
import { descriptionInPersonality } from "./companion-prompt";

/**
 * The most of a request a companion's card texts may take (issue 38): whole while they fit in this share, so working
 * memory, lore and recalled memories keep the rest; past it, the budget shortens them (never a fixed cut).
 */
export const CARD_TEXT_SHARE = 0.6;

/** The texts that give way, the longest first, once the example dialogue is gone. */
const SHORTENED = ["personality", "description", "scenario"] as const;

/** A sentence's end (or a line's, or a bracket's), after which a text may stop. */
const STOP = /[.!?…\]"”*)](?=\s)|\n/g;

/** The text within `max` characters, ended at its last sentence or line end there (else at a word, else anywhere). */
export function cutAtSentence(text: string, max: number): string {
  if (text.length <= max) return text;
  const head = text.slice(0, Math.max(0, max));
  let end = -1;
  for (const m of head.matchAll(STOP)) end = m.index + m[0].length;
  if (end <= 0) end = head.lastIndexOf(" ");
  return (end > 0 ? head.slice(0, end) : head).trim();
}

/** A card's example dialogue in its `<START>` blocks (the whole text as one block when it has none). */
const exampleBlocks = (dialogue: string) => dialogue.split(/(?=<START>)/i).filter((b) => b.trim() !== "");

/**
 * The request with its companion's card texts fitted to their share of `requestChars`, as `measure` counts a request
 * with no working memory, recall or lore: whole when they fit; else the example dialogue goes first, a `<START>` block
 * at a time from its end, then the longest text loses its end, a sentence at a time, until they fit.
 */
export function fitCardTexts(req: ReplyRequest, requestChars: number, measure: (req: ReplyRequest) => number): ReplyRequest {
  const start = req.personality.companion;
  if (!start) return req;
  const limit = Math.floor(requestChars * CARD_TEXT_SHARE);
  const asked = (companion: CompanionPersona): ReplyRequest => ({ ...req, personality: { ...req.personality, companion } });
  const size = (companion: CompanionPersona) => measure({ ...asked(companion), history: [], recalled: [], lore: [] });
  if (size(start) <= limit) return req;
  let card = start;
  for (let blocks = exampleBlocks(card.exampleDialogue); blocks.length > 0 && size(card) > limit; ) {
    blocks = blocks.slice(0, -1);
    card = { ...card, exampleDialogue: blocks.join("") };
  }
  // A short description the personality holds is not sent (companion-prompt.ts): it has nothing to give.
  const held = descriptionInPersonality(start);
  const givers = SHORTENED.filter((k) => !(held && k === "description"));
  for (let over = size(card) - limit; over > 0; over = size(card) - limit) {
    const longest = givers.reduce((a, b) => (card[b].length > card[a].length ? b : a));
    if (card[longest].length === 0) break;
    card = { ...card, [longest]: cutAtSentence(card[longest], card[longest].length - over) };
    // Cut shorter than the description it opened with, the personality no longer says it: neither does the prompt.
    if (held && !descriptionInPersonality(card)) card = { ...card, description: "" };
  }
  return asked(card);
}
