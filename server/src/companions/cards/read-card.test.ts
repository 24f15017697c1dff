import { CARD_MAX_BYTES, CARD_PORTRAIT_MAX_PX, type CharacterCard } from "@contract/cards";
import encodeChunks from "png-chunks-encode";
import extractChunks from "png-chunks-extract";
import pngjs from "pngjs";
import { describe, expect, it } from "vitest";
import {
  asJson,
  bothChunksPng,
  charx,
  charxBomb,
  jpegPicture,
  picture,
  pngWithChunks,
  V1_CARD,
  V2_CARD,
  V3_CARD,
  v1Png,
  v2Png,
} from "../../../test/cards";
import { AppError } from "../../platform/errors";
import { readTextChunks } from "./png-card";
import { readCardFile } from "./read-card";
import { writeCard } from "./write-card";

const b64 = (value: unknown) => Buffer.from(typeof value === "string" ? value : JSON.stringify(value), "utf8").toString("base64");

function refused(bytes: Buffer): AppError {
  try {
    readCardFile(bytes);
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    return error as AppError;
  }
  throw new Error("the card was read");
}

describe("reading character cards", () => {
  it("reads a V1 flat JSON card, keeping its unknown fields", () => {
    const { card, container, portrait } = readCardFile(asJson(V1_CARD));
    expect(container).toBe("json");
    expect(portrait).toBeNull();
    expect(card).toMatchObject({
      spec: "chara_card_v1",
      name: "Mira of the Lantern Road",
      personality: "Patient, wry, fond of weather and maps.",
      firstMessage: expect.stringContaining("last unlit lantern"),
      exampleDialogue: expect.stringContaining("<START>"),
      alternateGreetings: [],
      characterBook: null,
      rest: { talkativeness: "0.6" },
    });
  });

  it("reads a V2 JSON card: every field, its extensions untouched, its lorebook entries whole", () => {
    const { card } = readCardFile(asJson(V2_CARD));
    const data = V2_CARD.data as Record<string, unknown>;
    expect(card.spec).toBe("chara_card_v2");
    expect(card.systemPrompt).toBe(data.system_prompt);
    expect(card.postHistoryInstructions).toBe(data.post_history_instructions);
    expect(card.alternateGreetings).toEqual(data.alternate_greetings);
    expect(card.tags).toEqual(["adventure", "airship"]);
    expect(card.characterVersion).toBe("1.2");
    expect(card.extensions).toEqual(data.extensions);
    const book = card.characterBook;
    expect(book?.rest).toEqual({
      name: "Meridian lore",
      scan_depth: 3,
      token_budget: 500,
      recursive_scanning: false,
      extensions: { st_world: "meridian" },
    });
    expect(book?.entries.map((e) => [e.keys, e.enabled, e.insertionOrder])).toEqual([
      [["Glass Sea"], true, 10],
      [["compass", "lodestone"], true, 20],
      [["mutiny"], false, 30],
    ]);
    expect(book?.entries[0]?.rest).toMatchObject({
      priority: 5,
      comment: "geography",
      position: "before_char",
      extensions: { position: 0, probability: 100 },
    });
  });

  it("reads a V3 JSON card with its V3 fields, unknown fields inside and beside data, and its web asset", () => {
    const { card } = readCardFile(asJson(V3_CARD));
    expect(card).toMatchObject({
      spec: "chara_card_v3",
      nickname: "Ansel",
      groupOnlyGreetings: ["Two visitors. The library is honoured."],
      creationDate: 1760000000,
      modificationDate: 1761000000,
      rest: {
        creator_notes_multilingual: { en: "A slow, bookish character.", fr: "Un personnage lent et studieux." },
        source: ["https://example.org/cards/ansel"],
      },
      outer: { x_top_level: "kept" },
      extensions: { risuai: { utilityBot: false }, x_citadel_test: { keep: "me" } },
    });
    // ccdefault: in a JSON file points at nothing; the web background is kept as it is.
    expect(card.assets).toEqual([{ type: "background", uri: "https://example.org/bg/library.png", name: "main", ext: "png" }]);
  });

  it("reads a PNG with both chunks from ccv3, and its picture as the portrait, re-encoded", () => {
    const { card, container, portrait } = readCardFile(bothChunksPng());
    expect(container).toBe("png");
    expect(card.name).toBe("Brother Ansel");
    expect(portrait).not.toBeNull();
    // Re-encoded: the card's text chunks are not in the kept portrait.
    expect(readTextChunks(portrait as Buffer).size).toBe(0);
    expect(pngjs.PNG.sync.read(portrait as Buffer).width).toBe(64);
  });

  it("reads V2 and V1 cards from the chara chunk", () => {
    expect(readCardFile(v2Png()).card.name).toBe("Captain Oriel Vance");
    expect(readCardFile(v1Png()).card.spec).toBe("chara_card_v1");
  });

  it("reads a CHARX: card.json, its embedded icon as the portrait (shrunk), and reports what it does not keep", () => {
    const { card, container, portrait, notUsed } = readCardFile(charx());
    expect(container).toBe("charx");
    expect(card.name).toBe("Ansel (CHARX)");
    const image = pngjs.PNG.sync.read(portrait as Buffer);
    expect([image.width, image.height]).toEqual([CARD_PORTRAIT_MAX_PX / 2, CARD_PORTRAIT_MAX_PX]);
    expect(card.assets).toEqual([]);
    expect(notUsed.join(" ")).toMatch(/1 embedded asset \(other\): not kept/);
    expect(notUsed.join(" ")).toMatch(/1 other file in the CHARX/);
  });

  it("takes a JPEG data-URL icon as the portrait, re-encoded as PNG", () => {
    const card = structuredClone(V3_CARD) as { data: Record<string, unknown> };
    card.data.assets = [{ type: "icon", uri: `data:image/jpeg;base64,${jpegPicture().toString("base64")}`, name: "main", ext: "jpeg" }];
    const { portrait } = readCardFile(asJson(card));
    expect(pngjs.PNG.sync.read(portrait as Buffer).width).toBe(40);
  });

  it("refuses what is not a card, saying what is wrong", () => {
    const cases: [Buffer, RegExp][] = [
      [Buffer.alloc(0), /empty/],
      [Buffer.from("hello there"), /not a PNG, CHARX or JSON/],
      [Buffer.from('{"spec":"chara_card_v2","data":'), /not valid JSON/],
      [asJson({ spec: "chara_card_v2", spec_version: "2.0" }), /no data object/],
      [asJson({ spec: "lorebook_v3", data: {} }), /"lorebook_v3" is not a character card format/],
      [asJson({ description: "no name" }), /V1 card with a name/],
      [
        asJson({ spec: "chara_card_v2", data: { name: "X", alternate_greetings: "hi" } }),
        /data\.alternate_greetings is not a list of texts/,
      ],
      [
        asJson({ spec: "chara_card_v3", data: { name: "X", character_book: { entries: [{ keys: ["a"], content: 5 }] } } }),
        /entries\[0\]\.content is not text/,
      ],
      [pngWithChunks({}), /no ccv3 or chara/],
      [pngWithChunks({ ccv3: "not*base64!" }), /ccv3 chunk is not valid base64/],
      [pngWithChunks({ chara: b64("{broken") }), /chara chunk is not valid JSON/],
      [picture().subarray(0, 40), /PNG is (cut short or )?damaged/],
      [Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4, 5, 6]), /CHARX/],
    ];
    for (const [bytes, message] of cases) {
      const error = refused(bytes);
      expect(error.status, String(message)).toBe(400);
      expect(error.message).toMatch(message);
    }
  });

  it("refuses a damaged PNG (a chunk whose CRC does not match)", () => {
    const png = v2Png();
    png.writeUInt8(png.readUInt8(png.length - 20) ^ 0xff, png.length - 20);
    expect(refused(png).message).toMatch(/PNG/);
  });

  it("refuses a card over 20 MB with 413", () => {
    expect(refused(Buffer.alloc(CARD_MAX_BYTES + 1, 0x20)).status).toBe(413);
  });

  it("stops a zip bomb at the bound", () => {
    const bomb = charxBomb();
    expect(bomb.length).toBeLessThan(1024 * 1024);
    expect(refused(bomb).message).toMatch(/unpacks to more than 64 MB/);
  });

  it("keeps a picture that claims a huge size from being decoded", () => {
    const chunks = extractChunks(picture(4, 4));
    const header = Buffer.from(chunks[0]?.data as Uint8Array);
    header.writeUInt32BE(100_000, 0);
    header.writeUInt32BE(100_000, 4);
    chunks[0] = { name: "IHDR", data: new Uint8Array(header) };
    const png = Buffer.from(encodeChunks(chunks));
    const card = structuredClone(V2_CARD);
    const { portrait, notUsed } = readCardFile(pngWithChunks({ chara: b64(card) }, png));
    expect(portrait).toBeNull();
    expect(notUsed.join(" ")).toMatch(/not a PNG or JPEG picture the Citadel can read/);
  });
});

describe("writing character cards", () => {
  /** The card as the Citadel keeps it, whatever version it was read as. */
  const fields = ({ spec: _spec, ...card }: CharacterCard) => card;

  it("round-trips every fixture through PNG and JSON: the same fields, extensions and lore included", () => {
    for (const file of [asJson(V1_CARD), asJson(V2_CARD), asJson(V3_CARD), bothChunksPng(), v2Png(), charx()]) {
      const first = readCardFile(file);
      for (const format of ["png", "json"] as const) {
        const written = writeCard(first.card, first.portrait, format);
        const again = readCardFile(written.bytes);
        expect(again.card.spec).toBe("chara_card_v3");
        expect(fields(again.card), `${first.card.name} as ${format}`).toEqual(fields(first.card));
        if (first.portrait) expect(again.portrait?.equals(first.portrait), format).toBe(true);
      }
    }
  });

  it("writes a PNG with a ccv3 (V3) and a chara (V2) chunk, on a drawn emblem when there is no portrait", () => {
    const { card } = readCardFile(asJson(V2_CARD));
    const { bytes, mediaType, fileName } = writeCard(card, null, "png");
    expect([mediaType, fileName]).toEqual(["image/png", "Captain_Oriel_Vance.png"]);
    const chunks = readTextChunks(bytes);
    const v3 = JSON.parse(Buffer.from(chunks.get("ccv3") as string, "base64").toString("utf8"));
    const v2 = JSON.parse(Buffer.from(chunks.get("chara") as string, "base64").toString("utf8"));
    expect([v3.spec, v3.spec_version, v2.spec, v2.spec_version]).toEqual(["chara_card_v3", "3.0", "chara_card_v2", "2.0"]);
    expect(v2.data.character_book.entries[0].content).toMatch(/Glass Sea/);
    expect(v2.data.extensions).toEqual((V2_CARD.data as Record<string, unknown>).extensions);
    // The emblem is not the character's icon: none is listed, so importing the card gives no portrait.
    expect(v3.data.assets).toEqual([]);
    expect(readCardFile(bytes).portrait).toBeNull();
    expect(pngjs.PNG.sync.read(bytes).width).toBe(256);
  });
});
