import { describe, expect, it } from "vitest";
import { createChunkQueue } from "./chunk-queue";

async function collect<T>(iterable: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const item of iterable) out.push(item);
  return out;
}

describe("createChunkQueue", () => {
  it("yields what was pushed before and after the reader started, then ends", async () => {
    const queue = createChunkQueue<string>();
    queue.push("a");
    const reading = collect(queue);
    queue.push("b");
    await Promise.resolve();
    queue.push("c");
    queue.end();
    expect(await reading).toEqual(["a", "b", "c"]);
  });

  it("delivers buffered items before the producer's error", async () => {
    const queue = createChunkQueue<string>();
    const seen: string[] = [];
    queue.push("x");
    queue.fail(new Error("boom"));
    await expect(
      (async () => {
        for await (const item of queue) seen.push(item);
      })(),
    ).rejects.toThrow("boom");
    expect(seen).toEqual(["x"]);
  });

  it("ignores pushes after the end", async () => {
    const queue = createChunkQueue<number>();
    queue.end();
    queue.push(1);
    expect(await collect(queue)).toEqual([]);
  });
});
