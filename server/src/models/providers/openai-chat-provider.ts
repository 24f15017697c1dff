import type { RequestBudget } from "../reply/request-budget";
import type { ModelProvider } from "../types";
import { getJson, type ProviderCall, streamChatCompletion, toChatMessages } from "./chat-completions";
import { contextLengthFromModelList } from "./model-context";
import { ProviderError, toProviderError } from "./provider-error";

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
  /** What the model may be sent (its context length when the settings know it, a fixed recall budget). */
  budget?: RequestBudget;
};

/** A server's models, and the context length (tokens) its list gives the provider's model, null when it gives none. */
export type ListedModels = { models: string[]; contextTokens: number | null };

export type OpenAIChatProvider = ModelProvider & {
  listModels: (signal?: AbortSignal) => Promise<ListedModels>;
};

/** An abort signal that fires when the caller gives up or when the provider has been silent for too long. */
export function watchdog(timeoutMs: number, outer?: AbortSignal) {
  const controller = new AbortController();
  let timedOut = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const arm = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      timedOut = true;
      controller.abort(new Error("timeout"));
    }, timeoutMs);
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

/** How messages name the provider. */
export const providerLabel = (id: OpenAIChatOptions["id"]) => (id === "openai" ? "OpenAI" : "the model server");

/** OpenAI itself, or any server that speaks its chat-completions protocol. */
export function createOpenAIChatProvider(options: OpenAIChatOptions): OpenAIChatProvider {
  const label = providerLabel(options.id);
  const headers: Record<string, string> = options.apiKey ? { Authorization: `Bearer ${options.apiKey}` } : {};
  const call = (path: string, signal: AbortSignal): ProviderCall => ({ url: `${options.baseUrl}${path}`, headers, label, signal });
  const fail = (error: unknown, timedOut: boolean) =>
    toProviderError(error, { label, baseUrl: options.baseUrl, timeoutMs: options.timeoutMs, timedOut, apiKey: options.apiKey });

  return {
    id: options.id,
    model: options.model,

    async *stream(req) {
      for (let attempt = 0; ; attempt++) {
        const guard = watchdog(options.timeoutMs, req.signal);
        let started = false;
        try {
          const messages = toChatMessages(req, options.budget);
          for await (const delta of streamChatCompletion(call("/chat/completions", guard.signal), { model: options.model, messages })) {
            guard.arm();
            started = true;
            yield delta;
          }
          if (guard.signal.aborted && !req.signal?.aborted) throw new Error("aborted");
          return;
        } catch (error) {
          if (req.signal?.aborted) return;
          const failure = fail(error, guard.timedOut);
          const delay = started ? null : retryDelayMs(failure, attempt);
          if (delay === null) throw failure;
          await sleep(delay, req.signal);
        } finally {
          guard.dispose();
        }
      }
    },

    async listModels(signal) {
      const guard = watchdog(options.timeoutMs, signal);
      try {
        const json = (await getJson(call("/models", guard.signal))) as { data?: { id?: unknown }[] };
        if (!Array.isArray(json.data)) throw new ProviderError(`${label} sent a model list Citadel could not read`, null);
        return { models: json.data.map((m) => String(m.id)).sort(), contextTokens: contextLengthFromModelList(json, options.model) };
      } catch (error) {
        throw fail(error, guard.timedOut);
      } finally {
        guard.dispose();
      }
    },
  };
}
