import { SPEECH_CHUNK_CHARS, SPEECH_CHUNK_MIN_CHARS } from "@contract/voice";
import { takeSentences } from "./sentence-split";

/** The longest piece spoken as one utterance at this rate: slower speech gets shorter pieces. */
export function chunkLimit(rate: number): number {
  return Math.max(SPEECH_CHUNK_MIN_CHARS, Math.round(SPEECH_CHUNK_CHARS * rate));
}

/** Joins neighbouring pieces while they fit, so a split sentence is not read as a string of fragments. */
function pack(pieces: string[], limit: number): string[] {
  const out: string[] = [];
  for (const piece of pieces) {
    const last = out.at(-1);
    if (last !== undefined && last.length + 1 + piece.length <= limit) out[out.length - 1] = `${last} ${piece}`;
    else out.push(piece);
  }
  return out;
}

/** A sentence longer than `limit`: at commas, semicolons, colons and dashes first, then between words. */
export function splitLong(sentence: string, limit: number): string[] {
  if (sentence.length <= limit) return [sentence];
  const clauses = pack(sentence.split(/(?<=[,;:—–])\s+/), limit);
  return clauses.flatMap((clause) => (clause.length <= limit ? [clause] : pack(clause.split(/\s+/), limit)));
}

/** What is spoken for a message: each line's sentences (sentence-split.ts), none longer than the rate allows. */
export function speakableChunks(markdown: string, rate = 1): string[] {
  const limit = chunkLimit(rate);
  return takeSentences(markdown, true).sentences.flatMap((s) => splitLong(s, limit));
}
