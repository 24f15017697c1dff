/**
 * Reads the boot script (client/src/boot.ts) started while the page's code was still loading, by URL. Each is handed
 * out once, and only while fresh: a page that never asked for one reads the server again later.
 */
export type EarlyRequests = { startedAt: number; responses: Record<string, Promise<Response>> };

declare global {
  interface Window {
    __citadelEarly?: EarlyRequests;
  }
}

/** Past this age an early answer may be out of date. */
export const EARLY_FRESH_MS = 5000;

export function takeEarly(url: string): Promise<Response> | undefined {
  const early = typeof window === "undefined" ? undefined : window.__citadelEarly;
  const response = early?.responses[url];
  if (!early || !response) return undefined;
  delete early.responses[url];
  return performance.now() - early.startedAt < EARLY_FRESH_MS ? response : undefined;
}

/** A GET of this page's own API: the boot script's answer when it already asked, else a fetch of its own. */
export const fetchRead = (url: string, signal?: AbortSignal): Promise<Response> =>
  takeEarly(url) ?? fetch(url, { credentials: "include", signal });
