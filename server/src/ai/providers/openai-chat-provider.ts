import type { LanguageModelV3 } from "@ai-sdk/provider";
import { ProviderError, providerErrorFromStatus, toProviderError } from "../provider-error";
import { buildSystemPrompt } from "../system-prompt";
import type { ModelProvider, ReplyRequest } from "../types";

export const OPENAI_BASE_URL = "https://api.openai.com/v1";
/** 429 and 5xx are retried this many times, with exponential backoff that honours Retry-After. */
export const PROVIDER_MAX_RETRIES = 2;
const RETRY_BASE_DELAY_MS = 500;
const RETRY_MAX_DELAY_MS = 10_000;

/** How long to wait before retrying this failure, or null when it should not be retried. */
export function retryDelayMs(failure: ProviderError, attempt: number): number | null {
  const status = failure.providerStatus;
  if (attempt >= PROVIDER_MAX_RETRIES || status === null || (status !== 429 && status < 500)) return null;
  const backoff = RETRY_BASE_DELAY_MS * 2 ** attempt;
  return Math.min(RETRY_MAX_DELAY_MS, failure.retryAfterMs ?? backoff);
}

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      "abort",
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });

export type OpenAIChatOptions = {
  id: "openai" | "openai-compatible";
  baseUrl: string;
  apiKey: string | null;
  model: string;
  /** No answer (or no new token) for this long ends the call. */
  timeoutMs: number;
  fetch?: typeof globalThis.fetch;
};

export type OpenAIChatProvider = ModelProvider & {
  listModels: (signal?: AbortSignal) => Promise<string[]>;
};

/** The provider-level model of the AI SDK; we call it directly (see stream below). */
type ChatModel = LanguageModelV3;
type Prompt = Parameters<ChatModel["doStream"]>[0]["prompt"];
type StreamPart = { type: "text-delta"; delta: string } | { type: "error"; error: unknown } | { type: "other" };

function toPrompt(req: ReplyRequest): Prompt {
  const text = (t: string) => [{ type: "text" as const, text: t }];
  const history: Prompt = req.history
    .filter((m) => m.role !== "system")
    .map((m) =>
      m.role === "assistant" ? { role: "assistant" as const, content: text(m.content) } : { role: "user" as const, content: text(m.content) },
    );
  const image = req.image ? [{ type: "file" as const, data: req.image.base64, mediaType: req.image.mediaType }] : [];
  return [
    { role: "system", content: buildSystemPrompt(req, { canSeeImages: true }) },
    ...history,
    { role: "user", content: [...text(req.message), ...image] },
  ];
}

/** OpenAI itself, or any server that speaks its chat-completions protocol. */
export function createOpenAIChatProvider(options: OpenAIChatOptions): OpenAIChatProvider {
  const label = options.id === "openai" ? "OpenAI" : "the model server";
  const headers: Record<string, string> = options.apiKey ? { Authorization: `Bearer ${options.apiKey}` } : {};
  // The AI SDK takes a fifth of a second to load: it is loaded when a model is first asked, not at start.
  let language: Promise<ChatModel> | null = null;
  const chatModel = () => {
    language ??= (
      options.id === "openai"
        ? import("@ai-sdk/openai").then(({ createOpenAI }) =>
            createOpenAI({ apiKey: options.apiKey ?? "", baseURL: options.baseUrl, fetch: options.fetch }).chat(options.model),
          )
        : import("@ai-sdk/openai-compatible").then(({ createOpenAICompatible }) =>
            createOpenAICompatible({
              name: "compatible",
              baseURL: options.baseUrl,
              apiKey: options.apiKey ?? undefined,
              fetch: options.fetch,
            }).chatModel(options.model),
          )
    ) as Promise<ChatModel>;
    return language;
  };

  /** An abort signal that fires when the caller gives up or when the provider has been silent for too long. */
  function watchdog(outer?: AbortSignal) {
    const controller = new AbortController();
    let timedOut = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const arm = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        timedOut = true;
        controller.abort(new Error("timeout"));
      }, options.timeoutMs);
    };
    const onOuterAbort = () => controller.abort(outer?.reason);
    outer?.addEventListener("abort", onOuterAbort, { once: true });
    arm();
    return {
      signal: controller.signal,
      arm,
      get timedOut() {
        return timedOut;
      },
      dispose: () => {
        clearTimeout(timer);
        outer?.removeEventListener("abort", onOuterAbort);
      },
    };
  }

  return {
    id: options.id,
    model: options.model,

    async *stream(req) {
      if (options.id === "openai" && !options.apiKey) {
        throw new ProviderError("No OpenAI key is stored; add one on the API Keys page", null);
      }
      for (let attempt = 0; ; attempt++) {
        const guard = watchdog(req.signal);
        let started = false;
        try {
          // The model's own doStream, not streamText: the orchestration streamText adds (steps, tools,
          // telemetry) costs milliseconds per reply and none of it is used here. Retries are ours (below), so a
          // refused connection fails at once and Retry-After is honoured exactly.
          const { stream } = await (await chatModel()).doStream({ prompt: toPrompt(req), abortSignal: guard.signal });
          for await (const part of stream as unknown as AsyncIterable<StreamPart>) {
            if (part.type === "text-delta") {
              guard.arm();
              started = true;
              if (part.delta) yield part.delta;
            } else if (part.type === "error") {
              throw part.error;
            }
          }
          if (guard.signal.aborted && !req.signal?.aborted) throw new Error("aborted");
          return;
        } catch (error) {
          if (req.signal?.aborted) return;
          const failure = toProviderError(error, {
            label,
            baseUrl: options.baseUrl,
            timeoutMs: options.timeoutMs,
            timedOut: guard.timedOut,
          });
          const delay = started ? null : retryDelayMs(failure, attempt);
          if (delay === null) throw failure;
          await sleep(delay, req.signal);
        } finally {
          guard.dispose();
        }
      }
    },

    async listModels(signal) {
      const guard = watchdog(signal);
      try {
        const res = await (options.fetch ?? fetch)(`${options.baseUrl}/models`, { headers, signal: guard.signal });
        if (!res.ok) {
          const body = await res.text().catch(() => "");
          throw providerErrorFromStatus(res.status, label, Object.fromEntries(res.headers), body);
        }
        const json = (await res.json()) as { data?: { id?: unknown }[] };
        if (!Array.isArray(json.data)) throw new ProviderError(`${label} sent a model list Citadel could not read`, null);
        return json.data.map((m) => String(m.id)).sort();
      } catch (error) {
        throw toProviderError(error, { label, baseUrl: options.baseUrl, timeoutMs: options.timeoutMs, timedOut: guard.timedOut });
      } finally {
        guard.dispose();
      }
    },
  };
}
