import type { ChatMessage } from "@contract/chat";
import { vi } from "vitest";

type Handler = (init: RequestInit | undefined, url: URL) => Response | Promise<Response>;

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

const sse = (event: string, data: unknown) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

/** A streamed turn whose events the test pushes one by one. */
export function sseStream() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
  });
  const encoder = new TextEncoder();
  return {
    response: new Response(body, { headers: { "content-type": "text/event-stream" } }),
    push: (event: string, data: unknown) => controller.enqueue(encoder.encode(sse(event, data))),
    close: () => controller.close(),
  };
}

/** A whole streamed turn at once. */
export function sseTurn(userMessage: ChatMessage, tokens: string[], aiResponse: ChatMessage) {
  const s = sseStream();
  s.push("user", { userMessage, aiMessageId: aiResponse.id });
  for (const text of tokens) s.push("token", { text });
  s.push("done", { aiResponse });
  s.close();
  return s.response;
}

/**
 * Stubs fetch with routes "METHOD /path" (path without query); unknown routes answer 404.
 * Returns the mock, whose calls the test can read.
 */
export function stubServer(routes: Record<string, Handler>) {
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), "http://localhost");
    const key = `${init?.method ?? "GET"} ${url.pathname}`;
    const handler = routes[key];
    return handler ? handler(init, url) : json({ error: "not_found", message: `No route ${key}` }, 404);
  });
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

/** The JSON bodies sent to a route. */
export const bodiesSent = (fetch: ReturnType<typeof stubServer>, key: string): unknown[] =>
  fetch.mock.calls
    .filter(([input, init]) => `${init?.method ?? "GET"} ${new URL(String(input), "http://localhost").pathname}` === key)
    .map(([, init]) => JSON.parse(String(init?.body ?? "null")));
