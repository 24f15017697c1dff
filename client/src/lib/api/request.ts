import { fetchRead } from "../early-requests";
import { ensureOk } from "./api-error";

/** The one JSON helper: a body is sent as JSON, the answer is read as JSON, a non-OK answer throws an ApiError. */
export async function apiRequest<T = unknown>(method: string, url: string, body?: unknown, signal?: AbortSignal): Promise<T> {
  const res = await fetch(url, {
    method,
    headers: body === undefined ? {} : { "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: "include",
    signal,
  });
  await ensureOk(res);
  return (await res.json()) as T;
}

/**
 * A GET of the app's own API (the early answer when the boot script already asked). With `missing`, a 404 (a server
 * without that route) answers it instead of throwing.
 */
export async function getJson<T>(url: string, options: { signal?: AbortSignal; missing?: T } = {}): Promise<T> {
  const res = await fetchRead(url, options.signal);
  if (res.status === 404 && "missing" in options) return options.missing as T;
  await ensureOk(res);
  return (await res.json()) as T;
}

/** POSTs a file or recording as the body itself (JSON could not carry it); the answer is read as JSON. */
export async function postFile<T>(
  url: string,
  file: Blob,
  contentType: string,
  signal?: AbortSignal,
  headers: Record<string, string> = {},
): Promise<T> {
  const res = await fetch(url, {
    method: "POST",
    headers: { ...headers, "Content-Type": contentType },
    body: file,
    credentials: "include",
    signal,
  });
  await ensureOk(res);
  return (await res.json()) as T;
}

/** POSTs JSON and reads the answer as bytes (audio, say). */
export async function postForBlob(url: string, body: unknown, signal?: AbortSignal): Promise<Blob> {
  const res = await fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
    credentials: "include",
    signal,
  });
  await ensureOk(res);
  return res.blob();
}
