import { describe, expect, it } from "vitest";
import { parseEventData, readEventStream } from "./event-stream";

const encoder = new TextEncoder();

/** A body that hands out these pieces one read at a time, and records whether it was cancelled. */
function body(pieces: string[]) {
  const seen = { cancelled: false, pulled: 0 };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      const next = pieces[seen.pulled++];
      if (next === undefined) controller.close();
      else controller.enqueue(encoder.encode(next));
    },
    cancel() {
      seen.cancelled = true;
    },
  });
  return { stream, seen };
}

describe("the event-stream reader", () => {
  it("reads events split anywhere across pieces, and ends when the server closes", async () => {
    const { stream } = body(["event: tok", 'en\ndata: {"text":"a"}\n\nevent: done\r', '\ndata: {"ok":true}\n\n']);
    const got = [];
    for await (const event of readEventStream(stream).events()) got.push({ event: event.event, data: parseEventData(event.data) });
    expect(got).toEqual([
      { event: "token", data: { text: "a" } },
      { event: "done", data: { ok: true } },
    ]);
  });

  it("lets the server close the stream itself after the caller leaves (drain), and stops at once on cancel", async () => {
    const drained = body(["event: done\ndata: 1\n\n", ": more\n\n", ": still more\n\n"]);
    const reader = readEventStream(drained.stream);
    for await (const _ of reader.events()) break;
    reader.drain();
    await new Promise((r) => setTimeout(r, 10));
    expect(drained.seen).toEqual({ cancelled: false, pulled: 4 });

    const cancelled = body(["event: done\ndata: 1\n\n", ": more\n\n"]);
    const other = readEventStream(cancelled.stream);
    for await (const _ of other.events()) break;
    other.cancel();
    await new Promise((r) => setTimeout(r, 10));
    expect(cancelled.seen.cancelled).toBe(true);
  });

  it("reads data that is not JSON as null", () => {
    expect(parseEventData("{")).toBeNull();
  });
});
