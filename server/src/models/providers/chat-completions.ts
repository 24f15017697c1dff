import { createParser } from "eventsource-parser";
import { capitalise } from "../offline/text-utils";
import { fitRequest, type RequestBudget } from "../reply/request-budget";
import { buildSystemPrompt, spokenBy } from "../reply/system-prompt";
import type { ReplyRequest } from "../types";
import { ProviderError, providerErrorFromStatus } from "./provider-error";

/*
 * The OpenAI chat-completions protocol, spoken directly: undici's request (Node streams, no web-stream layers) over
 * connections kept alive between turns, and an SSE parser. undici takes a tenth of a second to load: it is loaded
 * when a provider is first called, not at start.
 */
let client: Promise<{ request: typeof import("undici").request; dispatcher: import("undici").Agent }> | null = null;
const httpClient = () =>
  (client ??= import("undici").then(({ Agent, request }) => ({
    request,
    dispatcher: new Agent({ keepAliveTimeout: 60_000, keepAliveMaxTimeout: 600_000 }),
  })));

type ContentPart = { type: "text"; text: string } | { type: "image_url"; image_url: { url: string } };
export type ChatCompletionMessage = { role: "system" | "user" | "assistant"; content: string | ContentPart[] };

/** What a request's messages weigh in characters (an image's data not counted: it is not text). */
export const messagesChars = (messages: readonly ChatCompletionMessage[]): number =>
  messages.reduce(
    (n, m) =>
      n + (typeof m.content === "string" ? m.content.length : m.content.reduce((k, p) => k + (p.type === "text" ? p.text.length : 0), 0)),
    0,
  );

/**
 * The system prompt, the working memory and the owner's message (with the image as vision input), within the model's
 * budget: recalled memories fill what the rest leaves, most useful per character first (request-budget.ts).
 */
export function toChatMessages(req: ReplyRequest, budget: RequestBudget = {}): ChatCompletionMessage[] {
  return buildMessages(fitRequest(req, budget, (r) => messagesChars(buildMessages(r))));
}

function buildMessages(req: ReplyRequest): ChatCompletionMessage[] {
  const history = req.history
    .filter((m) => m.role !== "system")
    .map((m): ChatCompletionMessage => ({ role: m.role === "assistant" ? "assistant" : "user", content: m.content }));
  const message: ChatCompletionMessage = req.image
    ? {
        role: "user",
        content: [
          { type: "text", text: req.message },
          { type: "image_url", image_url: { url: `data:${req.image.mediaType};base64,${req.image.base64}` } },
        ],
      }
    : { role: "user", content: spokenBy(req) };
  return [{ role: "system", content: buildSystemPrompt(req, { canSeeImages: true }) }, ...history, message];
}

export type ProviderCall = { url: string; headers: Record<string, string>; label: string; signal: AbortSignal };

const flatHeaders = (headers: Record<string, string | string[] | undefined>) =>
  Object.fromEntries(Object.entries(headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(", ") : (v ?? "")]));

async function send(call: ProviderCall, method: "GET" | "POST", body?: unknown) {
  const { request, dispatcher } = await httpClient();
  const res = await request(call.url, {
    method,
    headers: body === undefined ? call.headers : { ...call.headers, "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: call.signal,
    dispatcher,
  });
  if (res.statusCode >= 200 && res.statusCode < 300) return res;
  const text = await res.body.text().catch(() => "");
  const key = call.headers.Authorization?.replace(/^Bearer /, "");
  throw providerErrorFromStatus(res.statusCode, call.label, flatHeaders(res.headers), text, [key]);
}

/** A GET answered with JSON (the model list). */
export async function getJson(call: ProviderCall): Promise<unknown> {
  const res = await send(call, "GET");
  return res.body.json();
}

type Chunk = { choices?: { delta?: { content?: string | null }; finish_reason?: string | null }[]; error?: { message?: string } };

/** Streams a chat completion, yielding the reply's text as it comes. */
export async function* streamChatCompletion(call: ProviderCall, body: { model: string; messages: ChatCompletionMessage[] }) {
  const res = await send(call, "POST", { ...body, stream: true });
  const events: string[] = [];
  const parser = createParser({ onEvent: (event) => events.push(event.data) });
  let finished = false;
  res.body.setEncoding("utf8");
  for await (const text of res.body as AsyncIterable<string>) {
    parser.feed(text);
    for (const data of events.splice(0)) {
      if (data === "[DONE]") {
        finished = true;
        continue;
      }
      const chunk = readChunk(data, call.label);
      if (chunk.error) throw new ProviderError(`${capitalise(call.label)} failed: ${chunk.error.message ?? "an error mid-reply"}`, null);
      const choice = chunk.choices?.[0];
      if (choice?.finish_reason) finished = true;
      if (choice?.delta?.content) yield choice.delta.content;
    }
  }
  // A reply that ends without its end marker was cut short, not finished.
  if (!finished) throw new ProviderError(`The connection to ${call.label} was cut off mid-reply`, null);
}

function readChunk(data: string, label: string): Chunk {
  try {
    return JSON.parse(data) as Chunk;
  } catch {
    throw new ProviderError(`${capitalise(label)} sent a reply Citadel could not read`, null);
  }
}
