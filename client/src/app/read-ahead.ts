import type { QueryClient } from "@tanstack/react-query";
import type { AroundNavHandler } from "wouter";
import { preloadPageCode } from "./router";
import { prefetchPage } from "./warm-up";

/** The longest a navigation waits for the next page's data and code; after it the page opens still loading. */
export const READ_AHEAD_WAIT_MS = 250;

/** Reads what the page at this path opens on and loads its code; settles when both are in, failed or not. */
export const readAhead = (client: QueryClient, pathname: string): Promise<unknown> =>
  Promise.allSettled([...prefetchPage(client, pathname), preloadPageCode(pathname)]);

/**
 * Navigations wait (briefly) for the next page's history and code, so the page is drawn once, whole, instead of
 * first empty ("Loading messages...") and again a moment later. Only the newest of quick successive navigations goes.
 */
export function aroundNavigation(client: QueryClient): AroundNavHandler {
  let latest = 0;
  return (navigate, to, options) => {
    const ticket = ++latest;
    const pathname = to.split(/[?#]/)[0] ?? to; // wouter hands in the absolute path
    const wait = new Promise((resolve) => setTimeout(resolve, READ_AHEAD_WAIT_MS));
    void Promise.race([readAhead(client, pathname), wait]).then(() => {
      if (ticket === latest) navigate(to, options);
    });
  };
}
