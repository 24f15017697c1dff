import type { CharacterCard, Lorebook, Unknowns } from "@contract/cards";
import { COMPANION_LIMITS, type Companion, type CreateCompanionRequest, cameFromCard } from "@contract/companions";
import type { PersonaProfile } from "@contract/persona";

/** What a card fills of a new companion (the portrait aside), and what had to be cut to fit the companion's fields. */
export type CompanionFromCard = { fields: Omit<CreateCompanionRequest, "portrait">; cuts: string[] };

/** The Citadel's own extension on a card it wrote: a title that is not the name, and a seed's profile. */
type CitadelExtension = { title?: unknown; seed?: unknown; profile?: unknown };
const citadelOf = (card: CharacterCard): CitadelExtension =>
  typeof card.extensions.citadel === "object" && card.extensions.citadel !== null ? (card.extensions.citadel as CitadelExtension) : {};

/** A card's text cut to a companion field's limit (noted when cut; the whole text stays in the kept card for export). */
function fitField(value: string, max: number, label: string, cuts: string[]): string {
  if (value.length <= max) return value;
  cuts.push(
    `${label} is ${value.length} characters, more than a companion's ${max}: the first ${max} are used (the whole text is kept for export)`,
  );
  return value.slice(0, max);
}

/** A long description's opening sentences, within the short description's limit. */
function shortDescription(description: string): string {
  const max = COMPANION_LIMITS.description;
  const sentences = description.trim().split(/(?<=[.!?])\s+/);
  let short = "";
  for (const s of sentences) {
    if ((short ? `${short} ${s}` : s).length > max) break;
    short = short ? `${short} ${s}` : s;
  }
  return short || `${description.trim().slice(0, max - 1)}…`;
}

/**
 * `{{original}}` in a card's system prompt or post-history instructions is what the app would have said there without
 * the card (V2 spec). The Citadel's own words for a companion lead its prompt whatever the card says, and it has no
 * post-history instructions of its own: the macro is filled with nothing, so no text is said twice.
 */
const withoutOriginal = (text: string) => text.replace(/\{\{\s*original\s*\}\}/gi, "").trim();

/**
 * A companion's fields from a card. The card's description is the short description when it fits; a longer one opens
 * the personality (so the model reads all of it, once: see `companion-prompt.ts`) and its first sentences become the
 * short description the pages show. The system prompt and post-history instructions become the standing instructions.
 * Everything else of the card (its lorebook aside, which becomes lore) is kept as `card`, its extensions as
 * `extensions`, for export.
 */
export function companionFromCard(card: CharacterCard): CompanionFromCard {
  const cuts: string[] = [];
  const long = card.description.trim().length > COMPANION_LIMITS.description;
  const personality = long ? [card.description.trim(), card.personality.trim()].filter(Boolean).join("\n\n") : card.personality;
  const instructions = [withoutOriginal(card.systemPrompt), withoutOriginal(card.postHistoryInstructions)].filter(Boolean).join("\n\n");
  const greetings = card.alternateGreetings.slice(0, COMPANION_LIMITS.alternateGreetings);
  if (greetings.length < card.alternateGreetings.length) {
    cuts.push(
      `${card.alternateGreetings.length - greetings.length} alternative greetings past the first ${COMPANION_LIMITS.alternateGreetings} (kept for export)`,
    );
  }
  const title = citadelOf(card).title;
  const { characterBook: _lore, ...kept } = card;
  return {
    fields: {
      name: fitField(card.name.trim(), COMPANION_LIMITS.name, "The name", cuts),
      title: typeof title === "string" ? title.slice(0, COMPANION_LIMITS.title) : undefined,
      description: long ? shortDescription(card.description) : card.description.trim(),
      personality: fitField(personality, COMPANION_LIMITS.personality, "The personality", cuts),
      scenario: fitField(card.scenario, COMPANION_LIMITS.scenario, "The scenario", cuts),
      greeting: fitField(card.firstMessage, COMPANION_LIMITS.greeting, "The greeting", cuts),
      alternateGreetings: greetings.map((g, i) => fitField(g, COMPANION_LIMITS.greeting, `Alternative greeting ${i + 1}`, cuts)),
      exampleDialogue: fitField(card.exampleDialogue, COMPANION_LIMITS.exampleDialogue, "The example dialogue", cuts),
      instructions: fitField(instructions, COMPANION_LIMITS.instructions, "The standing instructions", cuts),
      extensions: card.extensions,
      card: kept as unknown as Unknowns,
    },
    cuts,
  };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The card a companion came from, as it was kept; null for one the owner made. */
function keptCard(companion: Companion): CharacterCard | null {
  const card = companion.card as Partial<CharacterCard>;
  return cameFromCard(companion.card) ? ({ ...card, characterBook: null } as CharacterCard) : null;
}

const EMPTY_CARD: Omit<CharacterCard, "name"> = {
  spec: "chara_card_v3",
  description: "",
  personality: "",
  scenario: "",
  firstMessage: "",
  alternateGreetings: [],
  groupOnlyGreetings: [],
  exampleDialogue: "",
  creatorNotes: "",
  systemPrompt: "",
  postHistoryInstructions: "",
  tags: [],
  creator: "",
  characterVersion: "",
  nickname: null,
  extensions: {},
  characterBook: null,
  assets: [],
  creationDate: null,
  modificationDate: null,
  rest: {},
  outer: {},
};

/**
 * A companion as a card. A field the owner has not changed since the import is written as the card had it (so an
 * exported card gives back the card that came in, cut fields whole again); a changed one is written from the companion.
 */
export function cardFromCompanion(companion: Companion, lore: Lorebook | null): CharacterCard {
  const kept = keptCard(companion);
  const base: CharacterCard = kept ?? {
    ...EMPTY_CARD,
    name: companion.name,
    creationDate: Math.floor(Date.parse(companion.createdAt) / 1000),
  };
  const from = kept ? companionFromCard(kept).fields : null;
  const unchanged = (...keys: (keyof Companion & keyof CompanionFromCard["fields"])[]) =>
    from !== null && keys.every((k) => same(companion[k], from[k]));
  const { citadel: _citadel, ...others } = companion.extensions;
  const title = companion.title !== companion.name ? companion.title : undefined;
  const describe = !unchanged("description", "personality");
  const instruct = !unchanged("instructions");
  return {
    ...base,
    name: unchanged("name") ? base.name : companion.name,
    description: describe ? companion.description : base.description,
    personality: describe ? companion.personality : base.personality,
    scenario: unchanged("scenario") ? base.scenario : companion.scenario,
    firstMessage: unchanged("greeting") ? base.firstMessage : companion.greeting,
    alternateGreetings: unchanged("alternateGreetings") ? base.alternateGreetings : companion.alternateGreetings,
    exampleDialogue: unchanged("exampleDialogue") ? base.exampleDialogue : companion.exampleDialogue,
    systemPrompt: instruct ? companion.instructions : base.systemPrompt,
    postHistoryInstructions: instruct ? "" : base.postHistoryInstructions,
    // The companion's extensions as kept; the Citadel's own only for what the card fields cannot say (a title).
    extensions: title ? { ...others, citadel: { ...(companion.extensions.citadel as object), title } } : companion.extensions,
    characterBook: lore,
  };
}

/** One of the seeds' five as a card: its profile in words, its standing instructions, and the profile itself kept. */
export function cardFromSeed(
  seed: { name: string; title: string; description: string; createdAt: string },
  profile: PersonaProfile,
  instructions: string | null,
  lore: Lorebook | null,
): CharacterCard {
  return {
    ...EMPTY_CARD,
    name: profile.name,
    description: seed.description,
    personality: [
      `A ${profile.type}. Voice: ${profile.voice}.`,
      `State: awareness ${profile.state.awareness}, emotion ${profile.state.emotion}, flame ${profile.state.flame}.`,
      profile.vows.length > 0 ? `Vows: ${profile.vows.join("; ")}.` : "",
    ]
      .filter(Boolean)
      .join("\n"),
    scenario: `The Citadel, a cathedral of light. {{char}} is bonded to ${profile.bondedTo}; {{char}}'s sanctuary is ${profile.sanctuary}.`,
    firstMessage: `I am ${profile.name}, ${profile.title}. ${profile.memoryAnchor}, and I remember you.`,
    systemPrompt: instructions ?? "",
    creator: "Citadel",
    tags: ["citadel"],
    extensions: { citadel: { seed: seed.name, title: seed.title, profile } },
    characterBook: lore,
    creationDate: Math.floor(Date.parse(seed.createdAt) / 1000) || null,
  };
}
