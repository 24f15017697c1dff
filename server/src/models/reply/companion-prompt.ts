import { fillMacros } from "@contract/card-macros";
import type { CompanionPersona } from "../types";

/** The text with its whitespace collapsed, so one text can be found in another however their lines were broken. */
const flat = (text: string) => text.replace(/\s+/g, " ").trim();

/**
 * Whether the short description is already said by the personality: a card's long description opens the personality,
 * and its first sentences (or its first characters, cut with "…") are the short description the pages show.
 */
export function descriptionInPersonality(c: Pick<CompanionPersona, "description" | "personality">): boolean {
  const short = flat(c.description).replace(/…$/, "");
  return short !== "" && flat(c.personality).startsWith(short);
}

/**
 * Who a companion is, in the words the owner or its card gave, each text once and whole (the request's budget may
 * shorten them: `card-budget.ts`), its macros filled. It is told it lives in the Citadel only where the owner chose so
 * on its profile (issue 38); otherwise it lives in its own world, its scenario and its lore.
 */
export function companionLines(c: CompanionPersona, ownerName: string): string[] {
  const own = (text: string) => fillMacros(text, { char: c.name, user: ownerName }).trim();
  const frame = c.inCitadel ? `You are ${c.name}, a companion in the Citadel, a cathedral of light.` : `You are ${c.name}.`;
  const about = descriptionInPersonality(c)
    ? [`About you: ${own(c.personality)}`]
    : [
        c.description.trim() ? `About you: ${own(c.description)}` : "",
        c.personality.trim() ? `Your personality: ${own(c.personality)}` : "",
      ];
  return [
    `${frame} Stay in character at all times.`,
    ...about,
    c.scenario.trim() ? `The scenario: ${own(c.scenario)}` : "",
    c.exampleDialogue.trim() ? `How you speak (example dialogue):\n${own(c.exampleDialogue)}` : "",
  ].filter(Boolean);
}
