/** One error type for the whole server: a code that decides the HTTP status, and a message the owner may see. */
export const ERROR_STATUS = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  internal: 500,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
    this.name = "AppError";
  }

  get status(): (typeof ERROR_STATUS)[ErrorCode] {
    return ERROR_STATUS[this.code];
  }
}

/** A service beyond the server failed, not the request (a model provider): answered as a 502 with the service's status. */
export class UpstreamError extends Error {
  constructor(
    message: string,
    readonly providerStatus: number | null,
  ) {
    super(message);
    this.name = "UpstreamError";
  }
}
