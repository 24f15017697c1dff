import { type CardExportFormat, type CardImportReport, type CharacterCard, LORE_ENTRIES_USED } from "@contract/cards";
import { nameClash } from "@contract/companions";
import type { PersonaProfile } from "@contract/persona";
import { ENTITY_NAMES } from "@contract/personalities";
import { eq } from "drizzle-orm";
import { getPersonality, readCorePrompt } from "../../personas";
import type { Clock } from "../../platform/clock";
import type { Db } from "../../platform/db/connection";
import { personalities } from "../../platform/db/schema";
import { AppError } from "../../platform/errors";
import { companionImage, createCompanion, getCompanion, listCompanions } from "../companions";
import { reencodePortrait } from "./card-portrait";
import { cardFromCompanion, cardFromSeed, companionFromCard } from "./companion-card";
import { usableEntry } from "./lore-match";
import { keepLore, loreBook } from "./lore-store";
import { readCardFile } from "./read-card";
import { type CardFile, writeCard } from "./write-card";

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** A name no seed and no companion has: the card's own, else "Name (card)", "Name (card 2)", ... */
function freeName(db: Db, name: string): string {
  const taken = new Set(listCompanions(db).map((c) => c.name.trim().toLowerCase()));
  const free = (n: string) => !nameClash(n) && !taken.has(n.toLowerCase());
  if (free(name)) return name;
  for (let i = 1; ; i++) {
    const candidate = `${name.slice(0, 50)} (card${i === 1 ? "" : ` ${i}`})`;
    if (free(candidate)) return candidate;
  }
}

/** What the report says was taken from the card and what was not. */
function reportOf(card: CharacterCard, hasPortrait: boolean): { imported: string[]; notUsed: string[] } {
  const described = [card.description && "description", card.personality && "personality", card.scenario && "scenario"].filter(Boolean);
  const imported = [described.length > 0 ? `Name, ${described.join(", ").replace(/, ([^,]*)$/, " and $1")}` : "Name"];
  const notUsed: string[] = [];
  if (card.firstMessage.trim()) {
    imported.push(
      card.alternateGreetings.length > 0 ? `Greeting and ${plural(card.alternateGreetings.length, "alternative")}` : "Greeting",
    );
  }
  if (card.exampleDialogue.trim()) imported.push("Example dialogue");
  if (card.systemPrompt.trim() || card.postHistoryInstructions.trim()) imported.push("Standing instructions (the card's system prompt)");
  imported.push(hasPortrait ? "Portrait (re-encoded)" : "No portrait: a drawn emblem stands in");
  const book = card.characterBook;
  if (book) {
    const usable = book.entries.slice(0, LORE_ENTRIES_USED).filter(usableEntry).length;
    imported.push(`Lorebook: ${plural(book.entries.length, "entry", "entries")}, ${usable} in use`);
    const regex = book.entries.filter((e) => e.rest.use_regex === true).length;
    if (regex > 0)
      notUsed.push(
        `${plural(regex, "lore entry", "lore entries")} keyed by regular expressions: the Citadel does not run a card's patterns (kept for export)`,
      );
    const past = book.entries.length - LORE_ENTRIES_USED;
    if (past > 0)
      notUsed.push(`${plural(past, "lore entry", "lore entries")} past the first ${LORE_ENTRIES_USED}: kept for export, not looked for`);
    const off = book.entries.filter((e) => !e.enabled).length;
    if (off > 0) notUsed.push(`${plural(off, "lore entry", "lore entries")} disabled on the card (kept for export)`);
  }
  const keptForExport = [
    card.tags.length > 0 ? "tags" : "",
    card.creator ? "creator" : "",
    card.creatorNotes ? "creator's notes" : "",
    card.characterVersion ? "version" : "",
    Object.keys(card.extensions).length > 0 ? plural(Object.keys(card.extensions).length, "extension") : "",
  ].filter(Boolean);
  if (keptForExport.length > 0) imported.push(`Kept for export: ${keptForExport.join(", ")}`);
  if (card.groupOnlyGreetings.length > 0) {
    notUsed.push(
      `${plural(card.groupOnlyGreetings.length, "group-only greeting")}: the Citadel's exchanges open with their own words (kept for export)`,
    );
  }
  return { imported, notUsed };
}

/**
 * Imports a card file as a new companion: read and checked whole first (a bad card is refused and nothing stored), then
 * the companion (through the companions service: its row, profile, cores, portrait, greeting opening the chat) and its
 * lore in one transaction, so a crash leaves all of it or none of it.
 */
export function importCard(db: Db, clock: Clock, bytes: Buffer): CardImportReport {
  const read = readCardFile(bytes);
  const { fields, cuts } = companionFromCard(read.card);
  const { imported, notUsed } = reportOf(read.card, read.portrait !== null);
  const companion = db.transaction(() => {
    const name = freeName(db, fields.name);
    if (name !== fields.name) notUsed.push(`The name “${fields.name}” is taken in the Citadel: imported as “${name}”`);
    const made = createCompanion(db, clock, {
      ...fields,
      name,
      portrait: read.portrait ? { base64: read.portrait.toString("base64") } : null,
    });
    keepLore(db, made.id, read.card.characterBook);
    return made;
  });
  return {
    personality: { id: companion.id, name: companion.slug, displayName: companion.name, title: companion.title },
    spec: read.card.spec,
    container: read.container,
    imported,
    notUsed: [...read.notUsed, ...cuts, ...notUsed],
  };
}

/** Any companion, or one of the seeds' five, as a card file (PNG with ccv3 and chara, or V3 JSON). */
export function exportCard(db: Db, name: string, format: CardExportFormat): CardFile {
  const personality = getPersonality(db, name);
  const lore = loreBook(db, personality.id);
  if (personality.kind === "companion") {
    const companion = getCompanion(db, name);
    const image = companionImage(db, name);
    const portrait = typeof image.body === "string" ? null : reencodePortrait(image.body);
    return writeCard(cardFromCompanion(companion, lore), portrait, format, companion.accent);
  }
  if (!(ENTITY_NAMES as readonly string[]).includes(name)) throw new AppError("not_found", `${personality.title} has no character card`);
  const row = db.select().from(personalities).where(eq(personalities.id, personality.id)).get();
  const card = cardFromSeed(
    { name, title: personality.title, description: personality.description, createdAt: row?.createdAt ?? "" },
    row?.profile as PersonaProfile,
    readCorePrompt(db, name),
    lore,
  );
  return writeCard(card, null, format);
}
