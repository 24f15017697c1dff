import { DEFAULT_OPENAI_EMBEDDING_MODEL, EMBEDDER, EMBEDDING_TEXT, NO_EMBEDDING_MODEL } from "@contract/embeddings";
import { isServerProvider, type ServerProviderId } from "@contract/provider";
import { chosenServer, readKey, readProviderSettings } from "../../models/connection/provider-settings";
import type { EmbedderOptions } from "../../models/media/embeddings";
import { OPENAI_BASE_URL } from "../../models/providers/openai-chat-provider";
import type { Clock } from "../../platform/clock";
import type { Config } from "../../platform/config";
import type { Db } from "../../platform/db/connection";
import type { SecretBox } from "../../platform/secret-box";
import { readSetting, writeSetting } from "../../platform/settings";
import { EMBEDDING_MODEL_SETTING, includeOlderMemories } from "./older-memories";

/** The embedding model chosen per server provider ("none" turns them off); a server not named has its default. */
export type EmbeddingModels = Partial<Record<ServerProviderId, string>>;

export type TargetDeps = { db: Db; secrets: SecretBox; timeoutMs?: number };

/** Who embeds now: the chosen server provider with its embedding model, or why nobody does (recall goes by words). */
export type EmbeddingTarget = { ok: true; options: EmbedderOptions } | { ok: false; reason: string };

export const readEmbeddingModels = (db: Db): EmbeddingModels => readSetting<EmbeddingModels>(db, EMBEDDING_MODEL_SETTING) ?? {};

/**
 * Sets the chosen server's embedding model: a name, "none", or "" for the default. The owner naming one asks for every
 * memory to be embedded with it, those from before embeddings too (older-memories.ts).
 */
export function saveEmbeddingModel(db: Db, clock: Clock, server: ServerProviderId, model: string): void {
  const models = { ...readEmbeddingModels(db) };
  if (model.trim() === "") delete models[server];
  else models[server] = model.trim();
  writeSetting(db, clock, EMBEDDING_MODEL_SETTING, models);
  includeOlderMemories(db, clock);
}

/** The model named for a server, or its default (OpenAI's small model; a compatible server has none). */
export function embeddingModelOf(models: EmbeddingModels, server: ServerProviderId): string | null {
  const named = models[server];
  if (named) return named.toLowerCase() === NO_EMBEDDING_MODEL ? null : named;
  return server === "openai" ? DEFAULT_OPENAI_EMBEDDING_MODEL : null;
}

export function embeddingTarget(deps: TargetDeps): EmbeddingTarget {
  const server = chosenServer(readProviderSettings(deps.db));
  if (!server) return { ok: false, reason: EMBEDDING_TEXT.noServer };
  const models = readEmbeddingModels(deps.db);
  const model = embeddingModelOf(models, server.id);
  if (!model) return { ok: false, reason: models[server.id] ? EMBEDDING_TEXT.turnedOff : EMBEDDING_TEXT.noModel };
  const baseUrl = server.baseUrl ?? (server.id === "openai" ? OPENAI_BASE_URL : null);
  if (!baseUrl) return { ok: false, reason: EMBEDDING_TEXT.needsBaseUrl };
  const apiKey = readKey(server, deps.secrets);
  if (server.id === "openai" && !apiKey) return { ok: false, reason: EMBEDDING_TEXT.needsKey };
  return { ok: true, options: { id: server.id, baseUrl, apiKey, model, timeoutMs: deps.timeoutMs ?? EMBEDDER.timeoutMs } };
}

/** LLM_EMBEDDING_MODEL at start: the model of the server provider the environment describes (as its other settings). */
export function applyEnvironmentEmbeddingModel(
  db: Db,
  clock: Clock,
  llm: Pick<Config["llm"], "provider" | "baseUrl" | "embeddingModel">,
): void {
  const server = isServerProvider(llm.provider) ? llm.provider : llm.baseUrl ? "openai-compatible" : "openai";
  const model = llm.embeddingModel;
  if (model && readEmbeddingModels(db)[server] !== model) saveEmbeddingModel(db, clock, server, model);
}
