import type { QueryFunction } from "@tanstack/react-query";
import { fetchRead } from "./early-requests";

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

async function throwIfNotOk(res: Response): Promise<void> {
  if (!res.ok) throw new ApiError(res.status, await res.text(), res.statusText);
}

export async function apiRequest<T = unknown>(method: string, url: string, body?: unknown): Promise<T> {
  const res = await fetch(url, {
    method,
    headers: body === undefined ? {} : { "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: "include",
  });
  await throwIfNotOk(res);
  return (await res.json()) as T;
}

/** §7: a read GETs the path made by joining the query key's segments with slashes. */
export const queryPath = (queryKey: readonly unknown[]) => queryKey.join("/");

export function getQueryFn<T>(options: { on401: "throw" | "returnNull" }): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    const res = await fetchRead(queryPath(queryKey), signal);
    if (options.on401 === "returnNull" && res.status === 401) return null;
    await throwIfNotOk(res);
    return (await res.json()) as T;
  };
}

export const isUnauthorized = (error: unknown) => error instanceof ApiError && error.status === 401;
