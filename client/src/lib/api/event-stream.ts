import { ensureOk } from "./api-error";
import { createSseParser, type SseEvent } from "./sse-parser";

/** An event's data read as JSON; null when it is not JSON. */
export function parseEventData<T = unknown>(data: string): T | null {
  try {
    return JSON.parse(data) as T;
  } catch {
    return null;
  }
}

/**
 * POSTs asking for Server-Sent Events. The answer is handed back as it is (the caller decides what a non-OK answer
 * means) unless `okOnly`, when a non-OK answer throws an ApiError.
 */
export async function postForEvents(
  url: string,
  body: unknown,
  options: { signal?: AbortSignal; okOnly?: boolean } = {},
): Promise<Response> {
  const res = await fetch(url, {
    method: "POST",
    headers: { Accept: "text/event-stream", ...(body === undefined ? {} : { "Content-Type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: "include",
    signal: options.signal,
  });
  return options.okOnly ? ensureOk(res) : res;
}

export const isEventStream = (res: Response): res is Response & { body: ReadableStream<Uint8Array> } =>
  (res.headers.get("content-type") ?? "").includes("text/event-stream") && res.body !== null;

export type EventStream = {
  /** The events as they complete; the loop ends when the server closes the stream. */
  events: () => AsyncGenerator<SseEvent>;
  /** The caller has what it needs: let the server close the stream itself (cancelling would count as a failed request). */
  drain: () => void;
  /** Stops reading now. */
  cancel: () => void;
};

/** The one reader of a text/event-stream body (the chat's turns, the code terminal's answers). */
export function readEventStream(body: ReadableStream<Uint8Array>): EventStream {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const parser = createSseParser();
  let ended = false;
  async function* events(): AsyncGenerator<SseEvent> {
    for (;;) {
      const { value, done } = await reader.read();
      const completed = parser.push(done ? decoder.decode() : decoder.decode(value, { stream: true }));
      if (done) ended = true;
      yield* completed;
      if (done) return;
    }
  }
  const drain = () => {
    if (ended) return;
    const next = (): Promise<void> => reader.read().then((r) => (r.done ? undefined : next()));
    next().catch(() => {});
  };
  return { events, drain, cancel: () => void reader.cancel().catch(() => {}) };
}

/**
 * Follows a stream the server keeps open (GET, EventSource: the browser reconnects by itself); each named event's data
 * is read as JSON and handed to its handler. Returns the function that closes it.
 */
export function listenEvents(
  url: string,
  handlers: Record<string, (data: unknown) => void>,
  connection: { onOpen?: () => void; onError?: () => void } = {},
): () => void {
  const source = new EventSource(url);
  if (connection.onOpen) source.onopen = connection.onOpen;
  if (connection.onError) source.onerror = connection.onError;
  for (const [name, handle] of Object.entries(handlers)) {
    source.addEventListener(name, (e) => {
      const data = parseEventData((e as MessageEvent<string>).data);
      if (data !== null) handle(data);
    });
  }
  return () => source.close();
}
