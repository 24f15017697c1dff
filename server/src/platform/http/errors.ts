import type { ErrorBody, ProviderErrorBody } from "@contract/status";
import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { AppError, UpstreamError } from "../errors";
import { loggable } from "../scrub-secrets";

const body = (error: string, message: string): ErrorBody => ({ error, message });

/** The one error handler: known errors keep their status and message; anything else is a logged 500. */
export function handleError(err: Error, c: Context) {
  if (err instanceof AppError) return c.json<ErrorBody>(body(err.code, err.message), err.status);
  // The model provider failed, not the request: 502, with the provider's own status for the curious.
  if (err instanceof UpstreamError) {
    return c.json<ProviderErrorBody>({ ...body("provider_error", err.message), success: false, providerStatus: err.providerStatus }, 502);
  }
  if (err instanceof HTTPException) {
    const status = err.status as ContentfulStatusCode;
    const message = err.status === 413 ? "The request body is too large" : err.message || "Bad request";
    return c.json<ErrorBody>(body(status === 413 ? "payload_too_large" : "bad_request", message), status);
  }
  console.error("Unexpected error", loggable(err));
  return c.json<ErrorBody>(body("internal", "Something went wrong inside the Citadel"), 500);
}
