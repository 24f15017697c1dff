import type { CardAsset, CardExportFormat, CharacterCard } from "@contract/cards";
import { toV2, toV3 } from "./card-json";
import { drawEmblem } from "./card-portrait";
import { writeCardPng } from "./png-card";

export type CardFile = { bytes: Buffer; mediaType: string; fileName: string };

const fileBase = (name: string) =>
  name
    .replace(/[^\p{L}\p{N} _-]+/gu, "")
    .trim()
    .replace(/\s+/g, "_")
    .slice(0, 60) || "card";

/**
 * A card written out: `png` is the portrait (or a drawn emblem) carrying V3 in `ccv3` and V2 in `chara`, its icon
 * `ccdefault:` (the PNG itself) when it is a portrait; `json` is V3, its portrait, if any, a data URL as the main icon.
 */
export function writeCard(card: CharacterCard, portrait: Buffer | null, format: CardExportFormat, accent?: string | null): CardFile {
  if (format === "json") {
    const icon: CardAsset[] = portrait
      ? [{ type: "icon", uri: `data:image/png;base64,${portrait.toString("base64")}`, name: "main", ext: "png" }]
      : [];
    const json = JSON.stringify(toV3(card, [...icon, ...card.assets]), null, 2);
    return { bytes: Buffer.from(json, "utf8"), mediaType: "application/json", fileName: `${fileBase(card.name)}.json` };
  }
  // With no portrait the PNG shows a drawn emblem, which is not the character's icon: the card lists none.
  const icon: CardAsset[] = portrait ? [{ type: "icon", uri: "ccdefault:", name: "main", ext: "png" }] : [];
  const bytes = writeCardPng(portrait ?? drawEmblem(card.name, accent), { ccv3: toV3(card, [...icon, ...card.assets]), chara: toV2(card) });
  return { bytes, mediaType: "image/png", fileName: `${fileBase(card.name)}.png` };
}
