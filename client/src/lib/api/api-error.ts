/** Spec 000 §8: a non-OK answer becomes an error whose message is "{status}: {body or status text}". */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    statusText: string,
  ) {
    super(`${status}: ${body || statusText}`);
    this.name = "ApiError";
  }

  /** The server's own message (from its JSON error body) when it sent one. */
  get serverMessage(): string {
    try {
      const parsed = JSON.parse(this.body) as { message?: unknown };
      if (typeof parsed.message === "string") return parsed.message;
    } catch {}
    return this.message;
  }
}

/** What most pages say when the Citadel did not answer at all. */
export const NO_ANSWER_TEXT = "No answer from the Citadel";

/** Throws the answer as an ApiError unless it is OK. */
export async function ensureOk(res: Response): Promise<Response> {
  if (!res.ok) throw new ApiError(res.status, await res.text(), res.statusText);
  return res;
}

/** The text to show for a failed call: the server's own reason when it answered, else `fallback`. */
export const errorText = (error: unknown, fallback: string = NO_ANSWER_TEXT): string =>
  error instanceof ApiError ? error.serverMessage : fallback;

/** The HTTP status the server answered with, or null when it did not answer (or the error is not the server's). */
export const errorStatus = (error: unknown): number | null => (error instanceof ApiError ? error.status : null);

/** A model provider's own status, which the server gives beside its failure (502), or null. */
export function providerStatusOf(error: unknown): number | null {
  if (!(error instanceof ApiError)) return null;
  try {
    const { providerStatus } = JSON.parse(error.body) as { providerStatus?: unknown };
    return typeof providerStatus === "number" ? providerStatus : null;
  } catch {
    return null;
  }
}

export const isUnauthorized = (error: unknown) => errorStatus(error) === 401;

/** For a log line "{status} {body}": what the server answered, or "network" and why nothing came back. */
export function failureReport(error: unknown): { status: number | "network"; body: string } {
  if (error instanceof ApiError) return { status: error.status, body: error.body || error.message };
  return { status: "network", body: error instanceof Error ? error.message : String(error) };
}
