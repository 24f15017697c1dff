import type { VoiceServiceUse } from "@contract/speech";
import { chosenServer, readKey, readProviderSettings } from "../models/connection/provider-settings";
import { OPENAI_BASE_URL, type OpenAIChatOptions } from "../models/providers/openai-chat-provider";
import type { Db } from "../platform/db/connection";
import type { SecretBox } from "../platform/secret-box";
import { ownKey, readVoiceServers, type VoiceService } from "./voice-servers";

/** Used when the app is given no provider time limit. */
const DEFAULT_TIMEOUT_MS = 60_000;

export type VoiceDeps = {
  db: Db;
  secrets: SecretBox;
  /** LLM_TRANSCRIBE_MODEL and LLM_TIMEOUT_MS. */
  llm?: { transcribeModel?: string; timeoutMs?: number };
};

/** Why nobody can do the job, in the service's own words. */
export type VoiceTargetTexts = { needsProvider: string; needsKey: string; needsBaseUrl: string };

export type VoiceTarget = { ok: true; options: OpenAIChatOptions; by: "own-server" | "chat-provider" } | { ok: false; reason: string };

/**
 * Who does a speech or transcription job now: the service's own server when its address is set, else the chosen chat
 * provider when it is OpenAI or OpenAI-compatible, else nobody (and why). `model` is the job's model (the own
 * server's setting, else the default given).
 */
export function voiceTarget(deps: VoiceDeps, service: VoiceService, defaultModel: string, texts: VoiceTargetTexts): VoiceTarget {
  const timeoutMs = deps.llm?.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const own = readVoiceServers(deps.db);
  const model = own[service].model ?? defaultModel;
  const baseUrl = own[service].baseUrl;
  if (baseUrl) {
    return {
      ok: true,
      by: "own-server",
      options: { id: "openai-compatible", baseUrl, apiKey: ownKey(own, service, deps.secrets), model, timeoutMs },
    };
  }
  const server = chosenServer(readProviderSettings(deps.db));
  if (!server) return { ok: false, reason: texts.needsProvider };
  const apiKey = readKey(server, deps.secrets);
  const providerUrl = server.baseUrl ?? (server.id === "openai" ? OPENAI_BASE_URL : null);
  if (!providerUrl) return { ok: false, reason: texts.needsBaseUrl };
  if (server.id === "openai" && !apiKey) return { ok: false, reason: texts.needsKey };
  return { ok: true, by: "chat-provider", options: { id: server.id, baseUrl: providerUrl, apiKey, model, timeoutMs } };
}

export const targetUse = (t: VoiceTarget): VoiceServiceUse => (t.ok ? { by: t.by, reason: null } : { by: "none", reason: t.reason });
