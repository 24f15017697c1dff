import { CARD_MAX_BYTES, type CardAsset, type CardContainer, type CharacterCard } from "@contract/cards";
import { AppError } from "../../platform/errors";
import { badCard, decodeBase64, readCardText } from "./card-json";
import { isPng, reencodePortrait } from "./card-portrait";
import { readCharx } from "./charx";
import { readTextChunks } from "./png-card";

/** A card read from a file: the card, its portrait (re-encoded), and what of it could not be used. */
export type ReadCard = { card: CharacterCard; container: CardContainer; portrait: Buffer | null; notUsed: string[] };

const isZip = (bytes: Buffer) => bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;

/** The V3 main icon: the icon named `main`, else the first icon. */
const mainIcon = (assets: CardAsset[]) =>
  assets.find((a) => a.type === "icon" && a.name === "main") ?? assets.find((a) => a.type === "icon");

function fromDataUrl(uri: string): Buffer | null {
  const match = /^data:image\/(png|jpe?g);base64,(.*)$/is.exec(uri);
  if (!match) return null;
  try {
    return decodeBase64(match[2] ?? "", "the icon's data URL");
  } catch {
    return null;
  }
}

/**
 * The portrait and the assets left to keep. The main icon becomes the portrait (`ccdefault:` is the PNG itself, an
 * `embeded://` path a picture in the CHARX, a data URL its picture); it is written back on export, so it leaves the list.
 * Embedded files the Citadel does not keep leave the list too, and are reported; web addresses are kept as they are.
 */
function resolveAssets(
  card: CharacterCard,
  own: Buffer | null,
  embedded: Map<string, Buffer>,
  notUsed: string[],
): { portrait: Buffer | null; assets: CardAsset[] } {
  const icon = mainIcon(card.assets);
  // A V3 card says where its icon is (none listed: it has none); an older card's PNG is its picture.
  let source: Buffer | null = card.spec === "chara_card_v3" ? null : own;
  if (icon) {
    if (icon.uri === "ccdefault:") source = own;
    else if (icon.uri.startsWith("embeded://")) source = embedded.get(icon.uri.slice("embeded://".length)) ?? null;
    else source = fromDataUrl(icon.uri);
  }
  const portrait = source ? reencodePortrait(source) : null;
  if (source && !portrait) notUsed.push("The portrait: it is not a PNG or JPEG picture the Citadel can read");
  if (icon && !source && !/^https?:/i.test(icon.uri)) notUsed.push(`The portrait: ${icon.uri.slice(0, 60)} is not in the card`);
  const kept = card.assets.filter((a) => (a !== icon || /^https?:/i.test(a.uri)) && !a.uri.startsWith("embeded://"));
  const dropped = card.assets.filter((a) => a !== icon && a.uri.startsWith("embeded://"));
  if (dropped.length > 0) {
    notUsed.push(
      `${dropped.length} embedded asset${dropped.length === 1 ? "" : "s"} (${dropped.map((a) => a.type).join(", ")}): not kept (the Citadel keeps only the portrait), so not exported again`,
    );
  }
  const remote = kept.filter((a) => /^https?:/i.test(a.uri)).length;
  if (remote > 0) notUsed.push(`${remote} asset${remote === 1 ? "" : "s"} on the web: not fetched (kept for export)`);
  return { portrait, assets: kept };
}

function fromPng(bytes: Buffer): { card: CharacterCard; own: Buffer } {
  const chunks = readTextChunks(bytes);
  const ccv3 = chunks.get("ccv3");
  const chara = chunks.get("chara");
  // Spec V3: when both are there, the ccv3 chunk is the card.
  const [key, value] = ccv3 !== undefined ? ["ccv3", ccv3] : chara !== undefined ? ["chara", chara] : [null, null];
  if (key === null || value === null) throw badCard("the PNG holds no character card (no ccv3 or chara text chunk)");
  const json = decodeBase64(value, `the ${key} chunk`).toString("utf8");
  return { card: readCardText(json, `the ${key} chunk`), own: bytes };
}

/**
 * Reads an uploaded card, whatever its container (PNG, CHARX or JSON, told by its first bytes) and version. Throws a
 * 400 saying what is wrong with a card that cannot be read, a 413 over CARD_MAX_BYTES.
 */
export function readCardFile(bytes: Buffer): ReadCard {
  if (bytes.length > CARD_MAX_BYTES) throw new AppError("payload_too_large", "The character card is larger than 20 MB");
  if (bytes.length === 0) throw badCard("the file is empty");
  const notUsed: string[] = [];
  let container: CardContainer;
  let card: CharacterCard;
  let own: Buffer | null = null;
  let embedded = new Map<string, Buffer>();
  if (isPng(bytes)) {
    container = "png";
    ({ card, own } = fromPng(bytes));
  } else if (isZip(bytes)) {
    container = "charx";
    const charx = readCharx(bytes);
    card = readCardText(charx.cardJson.toString("utf8"), "card.json");
    embedded = charx.images;
    // Files the card lists as assets are reported with the assets; the rest here.
    const listed = new Set(card.assets.map((a) => a.uri.replace(/^embeded:\/\//, "")));
    const others = charx.otherFiles.filter((f) => !listed.has(f)).length;
    if (others > 0) notUsed.push(`${others} other file${others === 1 ? "" : "s"} in the CHARX that the card does not list: not kept`);
  } else {
    container = "json";
    const text = bytes.toString("utf8");
    if (!/^\s*[{[]/.test(text.replace(/^\uFEFF/, ""))) throw badCard("it is not a PNG, CHARX or JSON file");
    card = readCardText(text, "the file");
  }
  const { portrait, assets } = resolveAssets(card, own, embedded, notUsed);
  return { card: { ...card, assets }, container, portrait, notUsed };
}
