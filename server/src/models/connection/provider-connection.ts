import {
  HEALTH_TEXT,
  isServerProvider,
  KEY_TEXT,
  LOCAL_PATH_TEXT,
  OPENAI_KEY_PREFIX,
  type OperationResult,
  PROVIDER_LABELS,
  type ProviderSettingsRequest,
  type ProviderSettingsView,
  type ServerProviderId,
} from "@contract/provider";
import type { ProviderId } from "@contract/status";
import type { Clock } from "../../platform/clock";
import type { Db } from "../../platform/db/connection";
import { AppError } from "../../platform/errors";
import type { SecretBox } from "../../platform/secret-box";
import type { LocalModels } from "../local/local-models";
import { ProviderError } from "../providers/provider-error";
import type { ProviderRegistry } from "../providers/provider-registry";
import { probeRequest } from "./probe-request";
import { canList, checkProvider } from "./provider-check";
import {
  answeringStamp,
  maskKey,
  type ProviderChange,
  readKey,
  readProviderSettings,
  recordModelContext,
  saveProviderSettings,
  withChange,
} from "./provider-settings";

export type ProviderConnectionDeps = {
  db: Db;
  clock: Clock;
  secrets: SecretBox;
  providers: ProviderRegistry;
  localModels: Pick<LocalModels, "modelFile">;
};

export function providerView({ db, secrets, providers }: ProviderConnectionDeps): ProviderSettingsView {
  const s = readProviderSettings(db);
  const active = providers.current();
  const server = (id: ServerProviderId) => ({
    baseUrl: s.servers[id].baseUrl,
    model: s.servers[id].model,
    keyHint: maskKey(readKey(s.servers[id], secrets)),
  });
  return {
    selected: s.selected,
    active: { provider: active.id, model: active.model },
    servers: { openai: server("openai"), "openai-compatible": server("openai-compatible") },
    localModelPath: s.localModelPath,
    configured: !active.unavailable,
    problem: active.unavailable ?? null,
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

/** The change with its local model path made whole; a path the Citadel may not open is refused. */
function withModelFile<T extends Partial<ProviderSettingsRequest>>(deps: ProviderConnectionDeps, change: T): T {
  if (!change.localModelPath) return change;
  const file = deps.localModels.modelFile(change.localModelPath);
  if (!file) throw new AppError("bad_request", `localModelPath: ${LOCAL_PATH_TEXT}`);
  return { ...change, localModelPath: file };
}

/**
 * Saves the provider settings. With `verify` (the dashboard's Update) they are tried first and saved only when they
 * answer; when they do not, nothing changes and the error says what failed.
 */
export async function updateProviderSettings(
  deps: ProviderConnectionDeps,
  request: ProviderSettingsRequest,
): Promise<ProviderSettingsView> {
  const { verify, ...change } = request;
  if (change.key) assertKeyShape(change.provider, change.key);
  const checked = withModelFile(deps, change);
  const stored = readProviderSettings(deps.db);
  // Saving without a model is allowed (the dashboard then says what is missing); an address is always needed.
  if (change.provider === "openai-compatible" && !change.baseUrl && !stored.servers["openai-compatible"].baseUrl) {
    throw new AppError("bad_request", "baseUrl: an OpenAI-compatible server needs its base URL");
  }
  const next = withChange(stored, checked, deps.secrets, stored.updatedAt);
  const tried = verify ? deps.providers.preview(next) : null;
  const { contextTokens } = tried ? await checkProvider(tried) : {};
  saveProviderSettings(deps.db, deps.clock, deps.secrets, checked);
  // The check's model list also said how long a context the model takes: kept with the settings, not asked again.
  if (contextTokens !== undefined && tried && isServerProvider(tried.id)) {
    recordModelContext(deps.db, deps.clock, tried.id, next.servers[tried.id], contextTokens);
  }
  if (tried && tried.id !== "offline" && tried.id !== "local") {
    deps.providers.record(true, HEALTH_TEXT.checkedOnSave(PROVIDER_LABELS[tried.id]));
  }
  return providerView(deps);
}

/** POST /api/update-api-key: stores the key for that service and lets that service answer. */
export function updateApiKey(deps: ProviderConnectionDeps, service: string, key: string): OperationResult {
  const id = service.toLowerCase() === "openai" ? "openai" : service === "openai-compatible" ? "openai-compatible" : null;
  if (!id) throw new AppError("bad_request", `service: unknown service "${service}" (use openai or openai-compatible)`);
  assertKeyShape(id, key);
  saveProviderSettings(deps.db, deps.clock, deps.secrets, { provider: id, key });
  return { success: true, message: `${PROVIDER_LABELS[id]} API key saved` };
}

/**
 * Proves a provider answers by asking it for a first word: the one answering now, or the one a form describes before
 * it is saved (`draft`, over what is stored). Listing a server's models would not prove the chosen model runs. The
 * result is the status shown when it concerns the provider that answers.
 */
export async function testConnection(deps: ProviderConnectionDeps, form: ProviderChange = {}): Promise<OperationResult> {
  const stored = readProviderSettings(deps.db);
  if (form.key) assertKeyShape(form.provider === undefined ? stored.selected : form.provider, form.key);
  const draft = withModelFile(deps, form);
  const tried = withChange(stored, draft, deps.secrets, stored.updatedAt);
  const concernsAnswering = answeringStamp(tried) === answeringStamp(stored);
  // What answers is tried as it is (a loaded local model is not loaded twice); anything else is built for the test.
  const provider = concernsAnswering ? deps.providers.current() : deps.providers.preview(tried);
  const record = (ok: boolean, message: string) => {
    if (concernsAnswering) deps.providers.record(ok, message);
  };
  const service = PROVIDER_LABELS[provider.id];
  // Settings that cannot answer (no model, no key, no file) are the form's to fix, not the provider's failure.
  if (provider.unavailable) {
    record(false, provider.unavailable);
    throw new AppError("bad_request", provider.unavailable);
  }
  try {
    const controller = new AbortController();
    for await (const _ of provider.stream({ ...probeRequest(provider), signal: controller.signal })) {
      controller.abort();
      break;
    }
    const message = `${service} API is working correctly`;
    record(true, message);
    return { success: true, message };
  } catch (error) {
    const message = error instanceof ProviderError ? error.message : "API connection test failed";
    record(false, message);
    throw error instanceof ProviderError ? error : new ProviderError(message, null);
  } finally {
    if (!concernsAnswering) await (provider as { dispose?: () => Promise<void> }).dispose?.().catch(() => {});
  }
}

/** Lists a server's models with the settings on the form, over what is stored for that server alone. */
export async function listModels(deps: ProviderConnectionDeps, form: Partial<ProviderSettingsRequest>): Promise<string[]> {
  const stored = readProviderSettings(deps.db);
  const id = form.provider ?? stored.selected;
  if (!isServerProvider(id)) {
    throw new AppError("bad_request", "provider: only OpenAI and OpenAI-compatible servers list models");
  }
  // A model is needed to build the provider, not to list models.
  const model = stored.servers[id].model ? undefined : "list-models";
  const provider = deps.providers.preview(withChange(stored, { ...form, provider: id, model }, deps.secrets, stored.updatedAt));
  if (!canList(provider)) throw new AppError("bad_request", provider.unavailable ?? "baseUrl: enter the server's base URL first");
  return (await provider.listModels()).models;
}
