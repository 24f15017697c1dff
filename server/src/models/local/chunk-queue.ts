/**
 * Turns pushes from a callback (node-llama-cpp's onTextChunk) into an async iterable a generator can `yield*`.
 * Chunks are buffered, so a slow reader never makes the producer drop text.
 */
export type ChunkQueue<T> = AsyncIterable<T> & {
  push: (item: T) => void;
  /** No more items: the iteration ends once the buffer is drained. */
  end: () => void;
  /** The producer failed: the iteration throws this after the buffered items. */
  fail: (error: unknown) => void;
};

export function createChunkQueue<T>(): ChunkQueue<T> {
  const buffer: T[] = [];
  let finished = false;
  let failure: { error: unknown } | null = null;
  let wake: (() => void) | null = null;

  const notify = () => {
    wake?.();
    wake = null;
  };

  return {
    push(item) {
      if (finished) return;
      buffer.push(item);
      notify();
    },
    end() {
      finished = true;
      notify();
    },
    fail(error) {
      if (finished) return;
      failure = { error };
      finished = true;
      notify();
    },
    async *[Symbol.asyncIterator]() {
      while (true) {
        if (buffer.length > 0) {
          yield buffer.shift() as T;
          continue;
        }
        if (failure) throw failure.error;
        if (finished) return;
        await new Promise<void>((resolve) => {
          wake = resolve;
        });
      }
    },
  };
}
