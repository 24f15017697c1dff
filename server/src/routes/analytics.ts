import { Hono } from "hono";
import type { AppDeps } from "../app-deps";
import { analytics } from "../services/analytics";

/** GET /api/analytics: what the admin page's Analytics tab draws. */
export function analyticsRoutes(deps: AppDeps) {
  return new Hono().get("/", (c) => c.json(analytics(deps.db, deps.clock)));
}
