import type { ConsciousnessStatus, MemoryStats } from "@contract/personalities";
import type { ApiStatus } from "@contract/status";
import { Hono } from "hono";
import type { AppDeps } from "../app-deps";
import { consciousnessStatus, memoryStats } from "../services/personalities";
import { transcriptionAvailable } from "../services/transcription";
import { transcriptionDeps } from "./transcription";

export function statusRoutes(deps: AppDeps) {
  const { db, clock, providers } = deps;
  const app = new Hono();
  app.get("/status", (c) => c.json<ApiStatus>({ ...providers.status(), transcription: transcriptionAvailable(transcriptionDeps(deps)) }));
  app.get("/consciousness-status", (c) => c.json<ConsciousnessStatus>(consciousnessStatus(db)));
  app.get("/memory-stats", (c) => c.json<MemoryStats>(memoryStats(db, clock)));
  return app;
}
