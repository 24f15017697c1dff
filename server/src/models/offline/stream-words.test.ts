import { describe, expect, it } from "vitest";
import { streamWords, wordPieces } from "./stream-words";

async function collect(stream: AsyncIterable<string>): Promise<string[]> {
  const pieces: string[] = [];
  for await (const piece of stream) pieces.push(piece);
  return pieces;
}

describe("wordPieces", () => {
  it("gives each word with the spaces after it, joining back exactly", () => {
    const text = "  Aeris: hello,  Selene.\nNova: hi! ";
    expect(wordPieces(text)).toEqual(["  Aeris: ", "hello,  ", "Selene.\n", "Nova: ", "hi! "]);
    expect(wordPieces(text).join("")).toBe(text);
    expect(wordPieces("")).toEqual([]);
  });
});

describe("streamWords", () => {
  it("yields every piece", async () => {
    expect(await collect(streamWords("one two three"))).toEqual(["one ", "two ", "three"]);
  });

  it("stops once the signal is aborted", async () => {
    const controller = new AbortController();
    const pieces: string[] = [];
    for await (const piece of streamWords("a b c d e f", controller.signal)) {
      pieces.push(piece);
      if (pieces.length === 2) controller.abort();
    }
    expect(pieces).toEqual(["a ", "b "]);
  });

  it("yields nothing when already aborted", async () => {
    expect(await collect(streamWords("a b c", AbortSignal.abort()))).toEqual([]);
  });

  it("spreads a paced text over its time, word by word", async () => {
    const waits: number[] = [];
    const pieces = await collect(streamWords("one two three four", undefined, { textMs: 2000, sleep: async (ms) => void waits.push(ms) }));
    expect(pieces).toEqual(["one ", "two ", "three ", "four"]);
    expect(waits).toEqual([500, 500, 500, 500]);
  });

  it("stops during a wait when the signal is aborted", async () => {
    const controller = new AbortController();
    const sleep = (ms: number, signal?: AbortSignal) =>
      new Promise<void>((resolve, reject) => {
        if (ms > 0) controller.abort();
        signal?.aborted ? reject(new Error("aborted")) : resolve();
      });
    expect(await collect(streamWords("a b c", controller.signal, { textMs: 300, sleep }))).toEqual([]);
  });
});
