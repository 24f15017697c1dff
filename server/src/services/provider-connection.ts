import { OPENAI_KEY_PREFIX, type OperationResult, PROVIDER_LABELS, KEY_TEXT, type ProviderSettingsView } from "../../../contract/provider";
import type { ProviderId } from "../../../contract/status";
import type { ProviderRegistry } from "../ai/provider-registry";
import { ProviderError } from "../ai/provider-error";
import type { ModelProvider } from "../ai/types";
import { probeRequest } from "../ai/probe-request";
import type { Db } from "../db/connection";
import { AppError } from "../errors";
import type { Clock } from "./clock";
import {
  maskKey,
  readKey,
  readProviderSettings,
  recordConnectionTest,
  saveProviderSettings,
  type ProviderSettings,
} from "./provider-settings";
import type { SecretBox } from "./secret-box";
import type { ProviderSettingsRequest } from "../../../contract/provider";

type Deps = { db: Db; clock: Clock; secrets: SecretBox; providers: ProviderRegistry };

const hasListModels = (p: ModelProvider): p is ModelProvider & { listModels: (s?: AbortSignal) => Promise<string[]> } =>
  typeof (p as { listModels?: unknown }).listModels === "function";

export function providerView({ db, secrets, providers }: Deps): ProviderSettingsView {
  const s = readProviderSettings(db);
  const active = providers.current();
  const configured = active.id === "offline" || (active.id === "openai" ? Boolean(s.key) : Boolean(active.model));
  return {
    selected: s.selected,
    active: { provider: active.id, model: active.model },
    baseUrl: s.baseUrl,
    model: s.model,
    localModelPath: s.localModelPath,
    keyHint: maskKey(readKey(s, secrets)),
    configured,
    status: s.lastTest ? (s.lastTest.ok ? "active" : "error") : "unknown",
    statusMessage: s.lastTest?.message ?? null,
    lastUpdated: providers.status().last_updated,
  };
}

/** Spec 000 §5: OpenAI keys start with sk-; other servers use keys of their own shape. */
export function assertKeyShape(provider: ProviderId | string | null, key: string): void {
  if (!key.trim()) throw new AppError("bad_request", KEY_TEXT.empty);
  if (provider === "openai" && !key.startsWith(OPENAI_KEY_PREFIX)) throw new AppError("bad_request", KEY_TEXT.openaiPrefix);
}

export function updateProviderSettings(deps: Deps, change: ProviderSettingsRequest): ProviderSettingsView {
  if (change.key) assertKeyShape(change.provider, change.key);
  if (change.provider === "openai-compatible" && !change.baseUrl && !readProviderSettings(deps.db).baseUrl) {
    throw new AppError("bad_request", "baseUrl: an OpenAI-compatible server needs its base URL");
  }
  saveProviderSettings(deps.db, deps.clock, deps.secrets, change);
  return providerView(deps);
}

/** POST /api/update-api-key: stores the key for that service and lets that service answer. */
export function updateApiKey(deps: Deps, service: string, key: string): OperationResult {
  const id = service.toLowerCase() === "openai" ? "openai" : service === "openai-compatible" ? "openai-compatible" : null;
  if (!id) throw new AppError("bad_request", `service: unknown service "${service}" (use openai or openai-compatible)`);
  assertKeyShape(id, key);
  saveProviderSettings(deps.db, deps.clock, deps.secrets, { provider: id, key });
  return { success: true, message: `${PROVIDER_LABELS[id]} API key saved` };
}

/** Proves the active provider answers: a model list for servers (no tokens spent), a first word otherwise. */
export async function testConnection(deps: Deps): Promise<OperationResult> {
  const provider = deps.providers.current();
  const service = PROVIDER_LABELS[provider.id];
  try {
    if (hasListModels(provider)) {
      await provider.listModels();
    } else {
      const controller = new AbortController();
      const request = { ...probeRequest(provider), signal: controller.signal };
      for await (const _ of provider.stream(request)) {
        controller.abort();
        break;
      }
    }
    const message = `${service} API is working correctly`;
    recordConnectionTest(deps.db, deps.clock, true, message);
    return { success: true, message };
  } catch (error) {
    const message = error instanceof ProviderError ? error.message : "API connection test failed";
    recordConnectionTest(deps.db, deps.clock, false, message);
    throw error instanceof ProviderError ? error : new ProviderError(message, null);
  }
}

/** Lists a server's models with the settings on the form (falling back to what is stored). */
export async function listModels(deps: Deps, form: Partial<ProviderSettingsRequest>): Promise<string[]> {
  const stored = readProviderSettings(deps.db);
  const id = form.provider ?? stored.selected;
  if (id !== "openai" && id !== "openai-compatible") {
    throw new AppError("bad_request", "provider: only OpenAI and OpenAI-compatible servers list models");
  }
  const draft: ProviderSettings = {
    ...stored,
    selected: id,
    baseUrl: form.baseUrl?.replace(/\/+$/, "") || stored.baseUrl,
    model: stored.model ?? "list-models",
    key: form.key ? deps.secrets.seal(form.key) : stored.key,
  };
  const provider = deps.providers.preview(draft);
  if (!hasListModels(provider)) throw new AppError("bad_request", "baseUrl: enter the server's base URL first");
  return provider.listModels();
}
