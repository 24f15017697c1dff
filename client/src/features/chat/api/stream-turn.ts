import type { ChatMessage, TurnEvent } from "@contract/chat";
import { ApiError } from "@/lib/api-client";
import { createSseParser } from "../logic/sse-parser";

export type TurnHandlers = {
  /** The server has stored the owner's message and named the reply it is writing. */
  onStored: (userMessage: ChatMessage, aiMessageId: number) => void;
  onToken: (text: string) => void;
};

export type TurnResult =
  | { ok: true; userMessage: ChatMessage | null; aiResponse: ChatMessage }
  | {
      ok: false;
      /** The owner's message, kept and marked failed, when the server got that far. */
      userMessage: ChatMessage | null;
      message: string;
      providerStatus: number | null;
      /** For the log line "Failed to send message: {status} {body}". */
      status: number;
      body: string;
    };

type FailureBody = { message?: string; providerStatus?: number | null; userMessage?: ChatMessage };

/** A connection that ended before "done" or "failed": the server keeps writing the reply; a refresh shows it. */
export class StreamCutError extends Error {
  constructor() {
    super("The connection closed before the reply was complete");
    this.name = "StreamCutError";
  }
}

/**
 * POSTs a turn (send, retry or regenerate) asking for Server-Sent Events, and reads them as they come: "user", then
 * "token"s, then "done" or "failed". A server that answers with the JSON form is understood too. A provider failure
 * resolves with ok: false; any other non-OK answer throws an ApiError ("{status}: {body}", §8).
 */
export async function streamTurn(
  url: string,
  body: unknown,
  handlers: TurnHandlers,
  signal?: AbortSignal,
): Promise<TurnResult> {
  const res = await fetch(url, {
    method: "POST",
    headers: { Accept: "text/event-stream", ...(body === undefined ? {} : { "Content-Type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: "include",
    signal,
  });
  if (!res.ok) {
    const text = await res.text();
    const failure = parseJson<FailureBody>(text);
    if (res.status === 502 && failure?.userMessage) {
      return {
        ok: false,
        userMessage: failure.userMessage,
        message: failure.message ?? text,
        providerStatus: failure.providerStatus ?? null,
        status: res.status,
        body: text,
      };
    }
    throw new ApiError(res.status, text, res.statusText);
  }
  if (!(res.headers.get("content-type") ?? "").includes("text/event-stream") || !res.body) {
    const whole = (await res.json()) as { userMessage: ChatMessage; aiResponse: ChatMessage };
    handlers.onStored(whole.userMessage, whole.aiResponse.id);
    handlers.onToken(whole.aiResponse.content);
    return { ok: true, userMessage: whole.userMessage, aiResponse: whole.aiResponse };
  }
  return readEvents(res.body, handlers);
}

async function readEvents(stream: ReadableStream<Uint8Array>, handlers: TurnHandlers): Promise<TurnResult> {
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  const parser = createSseParser();
  let userMessage: ChatMessage | null = null;
  try {
    for (;;) {
      const { value, done } = await reader.read();
      const events = done ? parser.push(decoder.decode()) : parser.push(decoder.decode(value, { stream: true }));
      for (const raw of events) {
        const event = { event: raw.event, data: parseJson(raw.data) } as TurnEvent;
        if (event.data === null) continue;
        switch (event.event) {
          case "user":
            userMessage = event.data.userMessage;
            handlers.onStored(event.data.userMessage, event.data.aiMessageId);
            break;
          case "token":
            handlers.onToken(event.data.text);
            break;
          case "done":
            drain(reader, done);
            return { ok: true, userMessage, aiResponse: event.data.aiResponse };
          case "failed":
            drain(reader, done);
            return {
              ok: false,
              userMessage: event.data.userMessage ?? userMessage,
              message: event.data.message,
              providerStatus: event.data.providerStatus,
              status: 502,
              body: raw.data,
            };
        }
      }
      if (done) throw new StreamCutError();
    }
  } catch (error) {
    reader.cancel().catch(() => {});
    throw error;
  }
}

/** The turn is over: let the server close the stream itself (cancelling would count as a failed request). */
function drain(reader: ReadableStreamDefaultReader<Uint8Array>, done: boolean): void {
  if (done) return;
  const next = (): Promise<void> => reader.read().then((r) => (r.done ? undefined : next()));
  next().catch(() => {});
}

function parseJson<T = unknown>(text: string): T | null {
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
}
