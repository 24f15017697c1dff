import type { HttpBindings } from "@hono/node-server";
import { RESPONSE_ALREADY_SENT } from "@hono/node-server/utils/response";
import type { Context } from "hono";
import { streamSSE } from "hono/streaming";

/** Where a handler sends server-sent events. `closed` settles when the browser goes away. */
export type EventSink = { send: (event: string, data: unknown) => void; closed: Promise<void> };

const HEADERS = {
  "content-type": "text/event-stream",
  "cache-control": "no-store",
  "x-content-type-options": "nosniff",
  connection: "keep-alive",
};

/**
 * An event stream written straight to Node's response when the app runs under Node (the chat turn's hot path: Hono's
 * web-stream helper cost more per event than the event itself), and through Hono's helper otherwise (in-process
 * tests). `run` writes the events and settles when the stream is done.
 */
export function eventStream(c: Context, run: (sink: EventSink) => Promise<void>): Response | Promise<Response> {
  const outgoing = (c.env as Partial<HttpBindings> | undefined)?.outgoing;
  if (outgoing) {
    outgoing.writeHead(200, HEADERS);
    const closed = new Promise<void>((resolve) => outgoing.once("close", resolve));
    const send = (event: string, data: unknown) => {
      if (!outgoing.writableEnded) outgoing.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    };
    void run({ send, closed }).finally(() => outgoing.end());
    return RESPONSE_ALREADY_SENT;
  }
  return streamSSE(c, async (stream) => {
    const closed = new Promise<void>((resolve) => stream.onAbort(resolve));
    // Each write waits for the one before, and the stream closes only after the last: an event sent just before
    // `run` settles (a turn's end) is never dropped by the close.
    let written = Promise.resolve();
    const send = (event: string, data: unknown) => {
      written = written.then(() => stream.writeSSE({ event, data: JSON.stringify(data) }));
    };
    await run({ send, closed });
    await written;
  });
}
