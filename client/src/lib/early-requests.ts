/**
 * Reads started before the code that needs them runs, by URL: the boot script (client/src/boot.ts) asks for the first
 * page's data while the app's code is still loading. Each answer is handed out once, and only while fresh: a page that
 * never asked for one reads the server again later.
 */
export type EarlyRead = { startedAt: number; response: Promise<Response> };

declare global {
  interface Window {
    __citadelEarly?: Record<string, EarlyRead>;
  }
}

/** Past this age an early answer may be out of date. */
export const EARLY_FRESH_MS = 5000;

/** Starts these reads now (those already under way are left alone). */
export function startEarly(urls: readonly string[]): void {
  window.__citadelEarly ??= {};
  const early = window.__citadelEarly;
  const now = performance.now();
  for (const url of urls) {
    if (early[url] && now - early[url].startedAt < EARLY_FRESH_MS) continue;
    const response = fetch(url, { credentials: "include" });
    // Nobody may take this answer (the page may read again once it is stale): a failure must not be reported unhandled.
    response.catch(() => undefined);
    early[url] = { startedAt: now, response };
  }
}

export function takeEarly(url: string): Promise<Response> | undefined {
  const early = typeof window === "undefined" ? undefined : window.__citadelEarly;
  const read = early?.[url];
  if (!early || !read) return undefined;
  delete early[url];
  return performance.now() - read.startedAt < EARLY_FRESH_MS ? read.response : undefined;
}

/** A GET of this page's own API: the answer already asked for when there is one, else a fetch of its own. */
export const fetchRead = (url: string, signal?: AbortSignal): Promise<Response> =>
  takeEarly(url) ?? fetch(url, { credentials: "include", signal });
