import type { Analytics } from "@contract/analytics";
import type { Milestones } from "@contract/artifacts";
import { Hono } from "hono";
import { milestones } from "../personas";
import type { Clock } from "../platform/clock";
import type { Db } from "../platform/db/connection";
import { analytics } from "./analytics";

/** GET /api/analytics: what the admin page's Analytics tab draws. */
export function analyticsRoutes(deps: { db: Db; clock: Clock }) {
  return new Hono().get("/", (c) => c.json<Analytics>(analytics(deps.db, deps.clock)));
}

/** GET /api/milestones: the figures the Artifacts Vault measures its artifacts' progress by. */
export function milestoneRoutes(deps: { db: Db }) {
  return new Hono().get("/", (c) => c.json<Milestones>(milestones(deps.db)));
}
