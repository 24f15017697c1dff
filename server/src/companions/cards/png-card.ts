import { crc32 } from "node:zlib";
import extractChunks from "png-chunks-extract";
import { badCard } from "./card-json";

/**
 * Checks that every chunk's declared length stays inside the file before the library reads it (it allocates what a
 * chunk declares, so a forged length could ask for gigabytes).
 */
function checkChunkLengths(bytes: Buffer): void {
  let at = 8;
  while (at + 8 <= bytes.length) {
    const length = bytes.readUInt32BE(at);
    if (at + 12 + length > bytes.length) throw badCard("the PNG is cut short or damaged");
    at += 12 + length;
  }
}

/** The PNG's tEXt chunks by keyword (the first of each). A damaged PNG (bad CRC, cut short) is a 400. */
export function readTextChunks(bytes: Buffer): Map<string, string> {
  checkChunkLengths(bytes);
  let chunks: { name: string; data: Uint8Array }[];
  try {
    chunks = extractChunks(bytes);
  } catch (error) {
    throw badCard(`the PNG is damaged (${(error as Error).message.slice(0, 80)})`);
  }
  const texts = new Map<string, string>();
  for (const chunk of chunks) {
    if (chunk.name !== "tEXt") continue;
    const data = Buffer.from(chunk.data);
    const nul = data.indexOf(0);
    if (nul < 1) continue;
    const keyword = data.subarray(0, nul).toString("latin1");
    if (!texts.has(keyword)) texts.set(keyword, data.subarray(nul + 1).toString("latin1"));
  }
  return texts;
}

type Chunk = { name: string; data: Uint8Array };

/**
 * A PNG file from its chunks: the signature, then each chunk's length, type, data and CRC. (png-chunks-encode copies
 * every chunk into a JavaScript array to sum it, which took 35 seconds for a 20 MB card; Node's own crc32 takes
 * milliseconds.)
 */
function encodeChunks(chunks: readonly Chunk[]): Buffer {
  const parts: Buffer[] = [Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])];
  for (const chunk of chunks) {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(chunk.data.length, 0);
    head.write(chunk.name, 4, "latin1");
    const tail = Buffer.alloc(4);
    tail.writeUInt32BE(crc32(chunk.data, crc32(head.subarray(4))), 0);
    parts.push(head, Buffer.from(chunk.data.buffer, chunk.data.byteOffset, chunk.data.byteLength), tail);
  }
  return Buffer.concat(parts);
}

const textChunk = (keyword: string, value: string): Chunk => ({
  name: "tEXt",
  data: Buffer.concat([Buffer.from(keyword, "latin1"), Buffer.from([0]), Buffer.from(value, "latin1")]),
});

/**
 * A card PNG: the picture (a PNG the Citadel wrote itself) with its old text chunks left out and the cards added before
 * its end, each as base64 of its UTF-8 JSON: V3 in `ccv3`, V2 in `chara` for older tools.
 */
export function writeCardPng(picture: Buffer, cards: { ccv3: object; chara: object }): Buffer {
  const chunks = extractChunks(picture).filter((c) => c.name !== "tEXt" && c.name !== "iTXt" && c.name !== "zTXt");
  const end = chunks.findIndex((c) => c.name === "IEND");
  const encode = (card: object) => Buffer.from(JSON.stringify(card), "utf8").toString("base64");
  chunks.splice(end, 0, textChunk("chara", encode(cards.chara)), textChunk("ccv3", encode(cards.ccv3)));
  return encodeChunks(chunks);
}
