import { UpstreamError } from "../../platform/errors";
import { scrubSecrets } from "../../platform/scrub-secrets";
import { capitalise } from "../offline/text-utils";

/**
 * A model provider failed; the message is for the owner, the status is the provider's own (null when none). The
 * message never holds anything shaped like a credential, whatever the provider sent.
 */
export class ProviderError extends UpstreamError {
  constructor(
    message: string,
    providerStatus: number | null,
    /** What the provider asked us to wait before trying again. */
    readonly retryAfterMs?: number,
  ) {
    super(scrubSecrets(message), providerStatus);
    this.name = "ProviderError";
  }

  /** The same failure with these secrets (the key the call was made with) removed from its message. */
  without(secrets: readonly (string | null | undefined)[]): ProviderError {
    const message = scrubSecrets(this.message, secrets);
    return message === this.message ? this : new ProviderError(message, this.providerStatus, this.retryAfterMs);
  }
}

function retryAfterMs(headers: Record<string, string> | undefined): number | undefined {
  const ms = Number(headers?.["retry-after-ms"]);
  if (headers?.["retry-after-ms"] && Number.isFinite(ms) && ms >= 0) return ms;
  const seconds = Number(headers?.["retry-after"]);
  if (headers?.["retry-after"] && Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const date = headers?.["retry-after"] ? Date.parse(headers["retry-after"]) : Number.NaN;
  return Number.isFinite(date) ? Math.max(0, date - Date.now()) : undefined;
}

/** What a refusal's body says: the provider's own error message when it sent one, else the body as it came. */
function refusalDetail(body: string): string {
  try {
    const message = (JSON.parse(body) as { error?: { message?: unknown } | string })?.error;
    const text = typeof message === "string" ? message : message?.message;
    if (typeof text === "string" && text.trim()) return text.trim();
  } catch {}
  return body;
}

/**
 * The failure a provider's status means. `secrets` (the key the call was made with) are removed from the body before
 * it is cut short, so no part of a key survives.
 */
export function providerErrorFromStatus(
  status: number,
  label: string,
  headers?: Record<string, string>,
  body?: string,
  secrets: readonly (string | null | undefined)[] = [],
): ProviderError {
  const Label = capitalise(label);
  if (status === 401 || status === 403) return new ProviderError(`The model provider rejected the key (${status})`, status);
  const retryAfter = retryAfterMs(headers);
  if (status === 429) {
    const wait = Math.max(1, Math.ceil((retryAfter ?? 30_000) / 1000));
    return new ProviderError(`${Label} is rate limiting, try again in ${wait} s`, status, retryAfter);
  }
  if (status === 404) return new ProviderError(`${Label} does not know that model or address (404)`, status);
  if (status >= 500) {
    return new ProviderError(`${Label} had an internal error (${status}); try again shortly`, status, retryAfter);
  }
  const detail = body ? `: ${scrubSecrets(refusalDetail(body), secrets).slice(0, 200)}` : "";
  return new ProviderError(`${Label} refused the request (${status})${detail}`, status);
}

export type ErrorContext = {
  label: string;
  baseUrl: string;
  timeoutMs: number;
  timedOut: boolean;
  /** The key the call was made with: it is removed from the error, whatever the provider echoed. */
  apiKey: string | null;
};

/**
 * Turns whatever a provider call threw into one clear ProviderError, with the call's key removed: every error of a
 * server provider leaves the model layer through here.
 */
export function toProviderError(error: unknown, ctx: ErrorContext): ProviderError {
  return describeFailure(error, ctx).without([ctx.apiKey]);
}

function describeFailure(error: unknown, ctx: ErrorContext): ProviderError {
  if (error instanceof ProviderError) return error;
  if (ctx.timedOut) {
    return new ProviderError(`${capitalise(ctx.label)} did not answer within ${Math.round(ctx.timeoutMs / 1000)} s`, null);
  }
  const text = String((error as Error)?.message ?? error);
  const failed = error as { code?: string; cause?: { code?: string } } | null;
  const cause = failed?.code ?? failed?.cause?.code;
  if (cause === "UND_ERR_SOCKET" || /terminated|other side closed|ECONNRESET|premature/i.test(text)) {
    return new ProviderError(`The connection to ${ctx.label} was cut off mid-reply`, null);
  }
  if (cause === "ECONNREFUSED" || cause === "ENOTFOUND" || /fetch failed|ECONNREFUSED|Cannot connect to API/i.test(text)) {
    return new ProviderError(`Could not reach ${ctx.label} at ${ctx.baseUrl}${cause ? ` (${cause})` : ""}`, null);
  }
  if (/JSON|parse|validation/i.test(text)) {
    return new ProviderError(`${capitalise(ctx.label)} sent a reply Citadel could not read`, null);
  }
  return new ProviderError(`${capitalise(ctx.label)} failed: ${text.slice(0, 200)}`, null);
}
