import { CHARX_MAX_FILES, CHARX_UNPACKED_MAX_BYTES } from "@contract/cards";
import { Unzip, UnzipInflate } from "fflate";
import { badCard } from "./card-json";

/** What a CHARX holds: its `card.json`, its pictures (PNG and JPEG, by path) and the names of its other files. */
export type CharxContents = { cardJson: Buffer; images: Map<string, Buffer>; otherFiles: string[] };

const IMAGE_PATH = /\.(png|jpe?g)$/i;
/** Pushed a slice at a time, so one push can never inflate past the bound by much (deflate expands at most ~1,000 times). */
const SLICE = 16 * 1024;

/**
 * Unzips a CHARX held in memory, bounded: at most CHARX_MAX_FILES files and CHARX_UNPACKED_MAX_BYTES unpacked in all,
 * counted as it inflates (a zip bomb stops at the bound, whatever its headers claim). Only `card.json` and pictures are
 * unpacked; any other file is named, not read.
 */
export function readCharx(bytes: Buffer): CharxContents {
  const images = new Map<string, Buffer>();
  const otherFiles: string[] = [];
  let cardJson: Buffer | null = null;
  let files = 0;
  let unpacked = 0;
  let failure: Error | null = null;
  const unzip = new Unzip((entry) => {
    if (failure) return;
    if (++files > CHARX_MAX_FILES) {
      failure = badCard(`the CHARX holds more than ${CHARX_MAX_FILES} files`);
      return;
    }
    if (entry.name.endsWith("/")) return;
    const wanted = entry.name === "card.json" || IMAGE_PATH.test(entry.name);
    if (!wanted) {
      otherFiles.push(entry.name);
      return;
    }
    const parts: Uint8Array[] = [];
    entry.ondata = (error, chunk, final) => {
      if (failure) return;
      if (error) {
        failure = badCard(`${entry.name.slice(0, 80)} inside the CHARX is damaged`);
        return;
      }
      unpacked += chunk.length;
      if (unpacked > CHARX_UNPACKED_MAX_BYTES) {
        failure = badCard(`the CHARX unpacks to more than ${CHARX_UNPACKED_MAX_BYTES / 1024 / 1024} MB`);
        entry.terminate();
        return;
      }
      parts.push(chunk);
      if (!final) return;
      const data = Buffer.concat(parts);
      if (entry.name === "card.json") cardJson = data;
      else images.set(entry.name, data);
    };
    try {
      entry.start();
    } catch {
      failure = badCard(`${entry.name.slice(0, 80)} inside the CHARX uses a compression the Citadel does not read`);
    }
  });
  unzip.register(UnzipInflate);
  try {
    for (let at = 0; at < bytes.length && !failure; at += SLICE) unzip.push(bytes.subarray(at, at + SLICE), at + SLICE >= bytes.length);
  } catch {
    throw badCard("the CHARX is not a readable zip file");
  }
  if (failure) throw failure;
  if (!cardJson) throw badCard("the CHARX has no card.json at its root");
  return { cardJson, images, otherFiles };
}
