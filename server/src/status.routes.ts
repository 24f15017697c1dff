import type { ConsciousnessStatus, MemoryStats } from "@contract/personalities";
import type { ApiStatus } from "@contract/status";
import { Hono } from "hono";
import type { AppDeps } from "./app-deps";
import { consciousnessStatus, memoryStats } from "./personas";
import { APP_VERSION } from "./platform/app-version";
import { speechUse, targetUse, transcriptionDeps, transcriptionTarget } from "./voice";

export function statusRoutes(deps: AppDeps) {
  const { db, clock, providers } = deps;
  const app = new Hono();
  app.get("/status", (c) => {
    const voice = transcriptionDeps(deps);
    const transcription = targetUse(transcriptionTarget(voice));
    return c.json<ApiStatus>({
      ...providers.status(),
      transcription: transcription.by !== "none",
      transcriptionBy: transcription.by,
      transcriptionProblem: transcription.reason,
      speechBy: speechUse(voice).by,
      version: APP_VERSION,
    });
  });
  app.get("/consciousness-status", (c) => c.json<ConsciousnessStatus>(consciousnessStatus(db)));
  app.get("/memory-stats", (c) => c.json<MemoryStats>(memoryStats(db, clock)));
  return app;
}
