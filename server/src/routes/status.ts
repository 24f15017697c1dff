import { Hono } from "hono";
import type { AppDeps } from "../app-deps";
import type { ApiStatus } from "../../../contract/status";
import { consciousnessStatus, memoryStats } from "../services/personalities";

export function statusRoutes({ db, clock, providers }: AppDeps) {
  const app = new Hono();
  app.get("/status", (c) => c.json<ApiStatus>(providers.status()));
  app.get("/consciousness-status", (c) => c.json(consciousnessStatus(db)));
  app.get("/memory-stats", (c) => c.json(memoryStats(db, clock)));
  return app;
}
