import type { Hono } from "hono";

export type ApiRoute = { method: string; path: string };

/**
 * The API routes the app itself has registered, read from the built Hono app: a route added later is attacked
 * without anyone listing it here.
 */
export function apiRoutes(app: Hono): ApiRoute[] {
  const seen = new Map<string, ApiRoute>();
  for (const { method, path } of app.routes) {
    if (method === "ALL" || !path.startsWith("/api/") || path.includes("*")) continue;
    const route = { method, path: path.replace(/\/$/, "") || "/" };
    seen.set(`${route.method} ${route.path}`, route);
  }
  return [...seen.values()];
}

/** The routes a browser may call without signing in. */
export const isOpenRoute = (r: ApiRoute) => r.path === "/api/session";
