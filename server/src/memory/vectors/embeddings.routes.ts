import { EMBEDDING_TEXT, type EmbeddingStatus, embeddingSettingsRequestSchema } from "@contract/embeddings";
import { Hono } from "hono";
import { chosenServer, readProviderSettings } from "../../models/connection/provider-settings";
import type { Clock } from "../../platform/clock";
import type { Db } from "../../platform/db/connection";
import { AppError } from "../../platform/errors";
import { validate } from "../../platform/http/validate";
import type { Embedder } from "./embedder";
import { saveEmbeddingModel } from "./target";

/**
 * GET /api/embeddings: what embeds the memories and how far it has come; PUT: the chosen server's embedding model
 * ("none": words alone; "": its default). A new model is embedded in the background while recall goes on.
 */
export function embeddingRoutes({ db, clock, embedder }: { db: Db; clock: Clock; embedder: Pick<Embedder, "status"> }) {
  const app = new Hono();
  app.get("/", (c) => c.json<EmbeddingStatus>(embedder.status()));
  app.put("/", validate("json", embeddingSettingsRequestSchema), (c) => {
    const server = chosenServer(readProviderSettings(db));
    if (!server) throw new AppError("conflict", EMBEDDING_TEXT.noServer);
    saveEmbeddingModel(db, clock, server.id, c.req.valid("json").model);
    return c.json<EmbeddingStatus>(embedder.status());
  });
  return app;
}
