import { PROVIDER_CHECK_TIMEOUT_MS, PROVIDER_LABELS, SAVE_CHECK_TEXT } from "@contract/provider";
import { AppError } from "../../platform/errors";
import type { ListedModels } from "../providers/openai-chat-provider";
import { ProviderError } from "../providers/provider-error";
import type { ModelProvider } from "../types";
import { probeRequest } from "./probe-request";

type Lister = ModelProvider & { listModels: (signal?: AbortSignal) => Promise<ListedModels> };
/** Whether the provider is a server that can list its models. */
export const canList = (p: ModelProvider): p is Lister => typeof (p as { listModels?: unknown }).listModels === "function";

/** A failure that no other call to the same server would escape: the key refused, the server out of reach or busy. */
export const failsEveryCall = (error: unknown) =>
  error instanceof ProviderError &&
  ([401, 403, 429].includes(error.providerStatus ?? 0) || (error.providerStatus === null && /could not reach/i.test(error.message)));

/** A model list refused for good (404 and the like): the server keeps none, asking again would not help. */
export const keepsNoList = (error: unknown) =>
  error instanceof ProviderError && !failsEveryCall(error) && (error.providerStatus ?? 0) >= 400 && (error.providerStatus ?? 0) < 500;

/** What a provider's failure means to the owner saving settings. */
function whatFailed(error: ProviderError): string {
  const status = error.providerStatus;
  if (status === 401 || status === 403) return SAVE_CHECK_TEXT.keyRefused;
  if (status === 404) return SAVE_CHECK_TEXT.modelNotFound;
  if (status === 429) return SAVE_CHECK_TEXT.rateLimited;
  if (status === null && /could not reach/i.test(error.message)) return SAVE_CHECK_TEXT.unreachable;
  return SAVE_CHECK_TEXT.failed;
}

/** The failure as the answer to the save: a 4xx (the settings are the owner's to correct), saying what failed. */
function refusal(provider: ModelProvider, what: string, detail?: string): AppError {
  return new AppError("bad_request", SAVE_CHECK_TEXT.notSaved(PROVIDER_LABELS[provider.id], what, detail));
}

/** Asks for the first words of a reply and stops there. */
async function firstWords(provider: ModelProvider, signal: AbortSignal): Promise<boolean> {
  const controller = new AbortController();
  const stop = () => controller.abort();
  signal.addEventListener("abort", stop, { once: true });
  try {
    for await (const _ of provider.stream({ ...probeRequest(provider), signal: controller.signal })) return true;
    return !controller.signal.aborted;
  } finally {
    signal.removeEventListener("abort", stop);
    controller.abort();
  }
}

/**
 * What the check learnt on the way: the context length the server's model list gives the model (null when it gives
 * none, or the server keeps no list); absent when no list was asked.
 */
export type ProviderCheck = { contextTokens?: number | null };

/**
 * Proves settings can answer before they are saved, as cheaply as the server allows: its model list (free, and
 * refused with a wrong key), and only when the list does not name the model (or the server lists none) a reply's first
 * words. The offline engine and a local model file need no network and are not tried here. Throws what failed.
 */
export async function checkProvider(provider: ModelProvider, timeoutMs = PROVIDER_CHECK_TIMEOUT_MS): Promise<ProviderCheck> {
  if (provider.unavailable) throw new AppError("bad_request", provider.unavailable);
  if (provider.id === "offline" || provider.id === "local") return {};
  const signal = AbortSignal.timeout(timeoutMs);
  const timedOut = () => refusal(provider, SAVE_CHECK_TEXT.timedOut(Math.round(timeoutMs / 1000)));
  try {
    if (!canList(provider)) {
      if (!(await firstWords(provider, signal))) throw timedOut();
      return {};
    }
    const listed = await provider.listModels(signal).catch((error: unknown): ProviderCheck & { models: string[] } => {
      // A key refused or a server out of reach is the answer; a server that lists no models is asked for a reply.
      if (signal.aborted || failsEveryCall(error)) throw error;
      return { models: [], contextTokens: keepsNoList(error) ? null : undefined };
    });
    if (!listed.models.includes(provider.model) && !(await firstWords(provider, signal))) throw timedOut();
    return { contextTokens: listed.contextTokens };
  } catch (error) {
    if (signal.aborted) throw timedOut();
    if (error instanceof ProviderError) throw refusal(provider, whatFailed(error), error.message);
    throw error;
  }
}
