import type { ChatMessage, SendMessageResponse, TurnEvent, TurnFailureResponse } from "@contract/chat";
import { ApiError } from "@/lib/api/api-error";
import { type EventStream, isEventStream, parseEventData, postForEvents, readEventStream } from "@/lib/api/event-stream";

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
export async function streamTurn(url: string, body: unknown, handlers: TurnHandlers, signal?: AbortSignal): Promise<TurnResult> {
  const res = await postForEvents(url, body, { signal });
  if (!res.ok) {
    const text = await res.text();
    const failure = parseEventData<Partial<TurnFailureResponse>>(text);
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
  if (!isEventStream(res)) {
    const whole = (await res.json()) as SendMessageResponse;
    handlers.onStored(whole.userMessage, whole.aiResponse.id);
    handlers.onToken(whole.aiResponse.content);
    return { ok: true, userMessage: whole.userMessage, aiResponse: whole.aiResponse };
  }
  return readTurnEvents(readEventStream(res.body), handlers);
}

async function readTurnEvents(stream: EventStream, handlers: TurnHandlers): Promise<TurnResult> {
  let userMessage: ChatMessage | null = null;
  try {
    for await (const raw of stream.events()) {
      const event = { event: raw.event, data: parseEventData(raw.data) } as TurnEvent;
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
          stream.drain();
          return { ok: true, userMessage, aiResponse: event.data.aiResponse };
        case "failed":
          stream.drain();
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
    throw new StreamCutError();
  } catch (error) {
    stream.cancel();
    throw error;
  }
}
