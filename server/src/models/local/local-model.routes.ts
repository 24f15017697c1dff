import type { LocalModelStatus } from "@contract/provider";
import { Hono } from "hono";
import type { AppDeps } from "../../app-deps";

export function localModelRoutes({ localModels }: AppDeps) {
  const app = new Hono();
  app.get("/", (c) => c.json<LocalModelStatus>(localModels.status()));
  app.post("/download", (c) => c.json<LocalModelStatus>(localModels.start(), 202));
  app.delete("/download", (c) => c.json<LocalModelStatus>(localModels.cancel()));
  return app;
}
