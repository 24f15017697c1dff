import type { LocalModelStatus } from "@contract/provider";
import { Hono } from "hono";
import type { LocalModels } from "./local-models";

export function localModelRoutes({ localModels }: { localModels: LocalModels }) {
  const app = new Hono();
  app.get("/", (c) => c.json<LocalModelStatus>(localModels.status()));
  app.post("/download", (c) => c.json<LocalModelStatus>(localModels.start(), 202));
  app.delete("/download", (c) => c.json<LocalModelStatus>(localModels.cancel()));
  return app;
}
