/**
 * Character cards (issue 31): the community's Character Card formats, V1 (flat JSON), V2 (`chara_card_v2`) and V3
 * (`chara_card_v3`), read from JSON, PNG (`chara` and `ccv3` text chunks) and CHARX (zip), and written as V3 JSON and
 * as a PNG carrying both chunks. Specs: github.com/malfoyslastname/character-card-spec-v2 and
 * github.com/kwaroran/character-card-spec-v3.
 */

/** A card file larger than this is refused before it is read (issue 31). */
export const CARD_MAX_BYTES = 20 * 1024 * 1024;
/** A CHARX may unpack to at most this much in all, and hold at most this many files (a zip bomb stops here). */
export const CHARX_UNPACKED_MAX_BYTES = 64 * 1024 * 1024;
export const CHARX_MAX_FILES = 2000;
/** A portrait taken from a card is re-encoded as a PNG no wider or taller than this. */
export const CARD_PORTRAIT_MAX_PX = 512;
/** A picture larger than this many pixels is not decoded (a small file may claim a huge image). */
export const CARD_IMAGE_MAX_PIXELS = 40_000_000;

export const CARD_IMPORT_PATH = "/api/cards/import";
/** GET: a personality's card; `?format=png` (V3 in `ccv3` and V2 in `chara`) or `json` (V3). */
export const cardExportPath = (name: string, format: CardExportFormat) => `/api/cards/${encodeURIComponent(name)}?format=${format}`;
export const CARD_EXPORT_FORMATS = ["png", "json"] as const;
export type CardExportFormat = (typeof CARD_EXPORT_FORMATS)[number];

/** The formats a card can come in. */
export const CARD_SPECS = ["chara_card_v1", "chara_card_v2", "chara_card_v3"] as const;
export type CardSpec = (typeof CARD_SPECS)[number];
export const CARD_CONTAINERS = ["json", "png", "charx"] as const;
export type CardContainer = (typeof CARD_CONTAINERS)[number];

/** Anything the card held that the Citadel does not name: kept as it came, and written back on export. */
export type Unknowns = Record<string, unknown>;

/**
 * One lore entry. The Citadel uses `keys`, `content`, `enabled`, `insertionOrder` and (when present) `caseSensitive`,
 * `constant`, `selective`/`secondaryKeys` and `useRegex`; `rest` keeps every other field of the entry (its
 * `extensions`, `name`, `comment`, `priority`, `position`, ...) for export.
 */
export type LoreEntry = {
  keys: string[];
  content: string;
  enabled: boolean;
  insertionOrder: number;
  rest: Unknowns;
};

/** A card's `character_book`: its entries, and every other field of the book (`name`, `scan_depth`, `extensions`, ...). */
export type Lorebook = { entries: LoreEntry[]; rest: Unknowns };

/** An asset a V3 card lists (`embeded://`, `ccdefault:`, a data URL or a web address). */
export type CardAsset = { type: string; uri: string; name: string; ext: string };

/**
 * A card of any version, normalised. Every field of the V2 and V3 specs has its place; `rest` keeps the card's own
 * unknown fields inside `data` (and a V1 card's unknown top-level fields), `outer` unknown fields beside `data`.
 */
export type CharacterCard = {
  /** The version it was read as. */
  spec: CardSpec;
  name: string;
  description: string;
  personality: string;
  scenario: string;
  firstMessage: string;
  alternateGreetings: string[];
  groupOnlyGreetings: string[];
  exampleDialogue: string;
  creatorNotes: string;
  systemPrompt: string;
  postHistoryInstructions: string;
  tags: string[];
  creator: string;
  characterVersion: string;
  nickname: string | null;
  extensions: Unknowns;
  characterBook: Lorebook | null;
  /** Assets kept for export (the main icon is the portrait, written back by the export; embedded files are not kept). */
  assets: CardAsset[];
  /** V3: when made and last changed, Unix seconds. */
  creationDate: number | null;
  modificationDate: number | null;
  rest: Unknowns;
  outer: Unknowns;
};

/** The answer to an import: who was made, and what of the card was used and what could not be. */
export type CardImportReport = {
  /** `name`: its route name (slug); `displayName`: what it is called. */
  personality: { id: number; name: string; displayName: string; title: string };
  spec: CardSpec;
  container: CardContainer;
  /** Short lines, each one thing taken from the card ("Greeting and 2 alternatives", "Lorebook: 5 entries"). */
  imported: string[];
  /** What the card held that the Citadel could not use, and why (kept for export where it can be). */
  notUsed: string[];
};

/** Lore is looked for in the newest this many messages (the owner's new one included) when the book names no scan depth. */
export const LORE_SCAN_DEPTH = 4;
/** The first this many entries of a book are looked for at each turn; any more are kept for export, not used. */
export const LORE_ENTRIES_USED = 1000;
/** A book may ask for a deeper scan, up to this. */
export const LORE_SCAN_DEPTH_MAX = 20;

export const CARDS_TEXT = {
  importHeading: "Import a character card",
  importHint: "A PNG, JSON or CHARX card (V1, V2 or V3), at most 20 MB. Choose a file or drop it here.",
  chooseFile: "Choose a card",
  dropHere: "Drop the card to import it",
  importing: "Reading the card…",
  imported: "Card imported",
  importFailed: "The card could not be imported",
  notUsedHeading: "Not used",
  importedHeading: "Imported",
  openChat: "Open the chat",
  exportHeading: "Export as a character card",
  exportPng: "PNG card",
  exportJson: "JSON card",
} as const;
