import type { CardAsset, CardSpec, CharacterCard, Lorebook, LoreEntry, Unknowns } from "@contract/cards";
import { AppError } from "../../platform/errors";

/** A card that cannot be read: a 400 saying what is wrong. */
export const badCard = (why: string) => new AppError("bad_request", `This character card cannot be imported: ${why}`);

const isObject = (v: unknown): v is Unknowns => typeof v === "object" && v !== null && !Array.isArray(v);

/** The V1 fields, which a V2 card may repeat beside `data` for older readers (derived, so not kept). */
const V1_FIELDS = ["name", "description", "personality", "scenario", "first_mes", "mes_example"] as const;

/** Fields of `data` the normalised card names; anything else is kept in `rest`. */
const NAMED_FIELDS = new Set([
  ...V1_FIELDS,
  "alternate_greetings",
  "group_only_greetings",
  "creator_notes",
  "system_prompt",
  "post_history_instructions",
  "tags",
  "creator",
  "character_version",
  "nickname",
  "extensions",
  "character_book",
  "assets",
  "creation_date",
  "modification_date",
]);
const NAMED_ENTRY_FIELDS = new Set(["keys", "content", "enabled", "insertion_order"]);

function text(data: Unknowns, key: string, where: string): string {
  const v = data[key];
  if (v === undefined || v === null) return "";
  if (typeof v !== "string") throw badCard(`${where}${key} is not text`);
  return v;
}

function texts(data: Unknowns, key: string, where: string): string[] {
  const v = data[key];
  if (v === undefined || v === null) return [];
  if (!Array.isArray(v) || v.some((s) => typeof s !== "string")) throw badCard(`${where}${key} is not a list of texts`);
  return v as string[];
}

function timestamp(data: Unknowns, key: string): number | null {
  const v = data[key];
  if (v === undefined || v === null) return null;
  if (typeof v !== "number" || !Number.isFinite(v)) throw badCard(`data.${key} is not a number`);
  return v;
}

function without(data: Unknowns, named: Set<string>): Unknowns {
  return Object.fromEntries(Object.entries(data).filter(([k]) => !named.has(k)));
}

function readEntry(raw: unknown, i: number): LoreEntry {
  const where = `character_book.entries[${i}].`;
  if (!isObject(raw)) throw badCard(`${where.slice(0, -1)} is not an object`);
  const enabled = raw.enabled ?? true;
  if (typeof enabled !== "boolean") throw badCard(`${where}enabled is not true or false`);
  const order = raw.insertion_order ?? i;
  if (typeof order !== "number" || !Number.isFinite(order)) throw badCard(`${where}insertion_order is not a number`);
  const rest = without(raw, NAMED_ENTRY_FIELDS);
  // The fields V3 requires are filled as the spec's defaults, so a card read twice reads the same.
  if (!isObject(rest.extensions)) rest.extensions = {};
  if (typeof rest.use_regex !== "boolean") rest.use_regex = false;
  return { keys: texts(raw, "keys", where), content: text(raw, "content", where), enabled, insertionOrder: order, rest };
}

function readBook(raw: unknown): Lorebook | null {
  if (raw === undefined || raw === null) return null;
  if (!isObject(raw)) throw badCard("character_book is not an object");
  const entries = raw.entries ?? [];
  if (!Array.isArray(entries)) throw badCard("character_book.entries is not a list");
  const rest = without(raw, new Set(["entries"]));
  if (!isObject(rest.extensions)) rest.extensions = {};
  return { entries: entries.map(readEntry), rest };
}

/** V3: a card with no `assets` has its main icon in the default place (for a PNG, the PNG itself). */
const DEFAULT_ASSETS: CardAsset[] = [{ type: "icon", uri: "ccdefault:", name: "main", ext: "png" }];

function readAssets(raw: unknown, spec: CardSpec): CardAsset[] {
  if (raw === undefined || raw === null) return spec === "chara_card_v3" ? DEFAULT_ASSETS : [];
  if (!Array.isArray(raw)) throw badCard("data.assets is not a list");
  return raw.map((a, i) => {
    if (!isObject(a)) throw badCard(`data.assets[${i}] is not an object`);
    const where = `data.assets[${i}].`;
    return { type: text(a, "type", where), uri: text(a, "uri", where), name: text(a, "name", where), ext: text(a, "ext", where) };
  });
}

/** The fields of a card's `data` object (or a V1 card itself), read into the normalised card. */
function readData(spec: CardSpec, data: Unknowns, outer: Unknowns): CharacterCard {
  const where = spec === "chara_card_v1" ? "" : "data.";
  const name = text(data, "name", where).trim();
  if (!name) throw badCard("it has no name");
  const extensions = data.extensions ?? {};
  if (!isObject(extensions)) throw badCard(`${where}extensions is not an object`);
  const nickname = data.nickname;
  if (nickname !== undefined && nickname !== null && typeof nickname !== "string") throw badCard("data.nickname is not text");
  return {
    spec,
    name,
    description: text(data, "description", where),
    personality: text(data, "personality", where),
    scenario: text(data, "scenario", where),
    firstMessage: text(data, "first_mes", where),
    alternateGreetings: texts(data, "alternate_greetings", where),
    groupOnlyGreetings: texts(data, "group_only_greetings", where),
    exampleDialogue: text(data, "mes_example", where),
    creatorNotes: text(data, "creator_notes", where),
    systemPrompt: text(data, "system_prompt", where),
    postHistoryInstructions: text(data, "post_history_instructions", where),
    tags: texts(data, "tags", where),
    creator: text(data, "creator", where),
    characterVersion: text(data, "character_version", where),
    nickname: typeof nickname === "string" ? nickname : null,
    extensions,
    characterBook: readBook(data.character_book),
    assets: readAssets(data.assets, spec),
    creationDate: timestamp(data, "creation_date"),
    modificationDate: timestamp(data, "modification_date"),
    rest: without(data, NAMED_FIELDS),
    outer,
  };
}

/** A parsed JSON value read as a card of whichever version it is (V1 flat, V2 or V3), or a 400 saying why not. */
export function readCardObject(value: unknown): CharacterCard {
  if (!isObject(value)) throw badCard("it is not a JSON object");
  const { spec } = value;
  if (spec === "chara_card_v2" || spec === "chara_card_v3") {
    if (!isObject(value.data)) throw badCard(`a ${spec} card has no data object`);
    const outer = without(value, new Set(["spec", "spec_version", "data", ...V1_FIELDS]));
    return readData(spec, value.data, outer);
  }
  if (spec !== undefined) throw badCard(`"${String(spec).slice(0, 40)}" is not a character card format the Citadel reads`);
  if (typeof value.name !== "string") throw badCard("it is neither a V2 or V3 card nor a V1 card with a name");
  return readData("chara_card_v1", value, {});
}

/** Card text (UTF-8 JSON) parsed and read; `where` names where it came from for the message ("the ccv3 chunk"). */
export function readCardText(json: string, where: string): CharacterCard {
  let value: unknown;
  try {
    value = JSON.parse(json.replace(/^\uFEFF/, ""));
  } catch (error) {
    throw badCard(`${where} is not valid JSON (${(error as Error).message.slice(0, 120)})`);
  }
  return readCardObject(value);
}

/** Strict base64 (whitespace allowed, padding optional), decoded; anything else is a 400 naming `where`. */
export function decodeBase64(value: string, where: string): Buffer {
  const clean = value.replace(/\s+/g, "");
  if (clean.length === 0 || !/^[A-Za-z0-9+/]*={0,2}$/.test(clean) || clean.length % 4 === 1) {
    throw badCard(`${where} is not valid base64`);
  }
  return Buffer.from(clean, "base64");
}

function entryObject(e: LoreEntry): Unknowns {
  return { keys: e.keys, content: e.content, enabled: e.enabled, insertion_order: e.insertionOrder, ...e.rest };
}

function bookObject(book: Lorebook): Unknowns {
  return { ...book.rest, entries: book.entries.map(entryObject) };
}

/** The V2 fields of a card's `data`, shared by both versions written. */
function v2Data(card: CharacterCard): Unknowns {
  return {
    name: card.name,
    description: card.description,
    personality: card.personality,
    scenario: card.scenario,
    first_mes: card.firstMessage,
    mes_example: card.exampleDialogue,
    creator_notes: card.creatorNotes,
    system_prompt: card.systemPrompt,
    post_history_instructions: card.postHistoryInstructions,
    alternate_greetings: card.alternateGreetings,
    tags: card.tags,
    creator: card.creator,
    character_version: card.characterVersion,
    extensions: card.extensions,
    ...(card.characterBook ? { character_book: bookObject(card.characterBook) } : {}),
  };
}

/** The card as a V3 object (`assets` given: what the written file carries). */
export function toV3(card: CharacterCard, assets: CardAsset[]): Unknowns {
  return {
    ...card.outer,
    spec: "chara_card_v3",
    spec_version: "3.0",
    data: {
      ...card.rest,
      ...v2Data(card),
      group_only_greetings: card.groupOnlyGreetings,
      assets,
      ...(card.nickname !== null ? { nickname: card.nickname } : {}),
      ...(card.creationDate !== null ? { creation_date: card.creationDate } : {}),
      ...(card.modificationDate !== null ? { modification_date: card.modificationDate } : {}),
    },
  };
}

/** The card as a V2 object, for tools that read only the `chara` chunk (V3's own fields left out). */
export function toV2(card: CharacterCard): Unknowns {
  return { ...card.outer, spec: "chara_card_v2", spec_version: "2.0", data: { ...card.rest, ...v2Data(card) } };
}
