import { readdirSync } from "node:fs";
import path from "node:path";
import { DEFAULT_OPENAI_MODEL, HEALTH_TEXT, PROVIDER_LABELS } from "@contract/provider";
import type { ApiStatus, ProviderId } from "@contract/status";
import type { Clock } from "../../platform/clock";
import type { Db } from "../../platform/db/connection";
import type { SecretBox } from "../../platform/secret-box";
import {
  answeringStamp,
  type ProviderSettings,
  readKey,
  readProviderSettings,
  recordConnectionTest,
  type ServerSettings,
} from "../connection/provider-settings";
import type { RequestBudget } from "../reply/request-budget";
import type { ModelProvider } from "../types";
import { effectiveContext } from "./model-context";
import { createOpenAIChatProvider, OPENAI_BASE_URL, type OpenAIChatProvider } from "./openai-chat-provider";
import { ProviderError } from "./provider-error";
import { type Outcome, withHealthReports } from "./provider-health";

export type ProviderFactories = {
  offline: () => ModelProvider;
  local: (modelPath: string) => ModelProvider;
};

export type RegistryDeps = {
  db: Db;
  clock: Clock;
  box: SecretBox;
  /** Where downloaded GGUF files live (DATA_DIR/models). */
  modelsDir: string;
  timeoutMs: number;
  factories: ProviderFactories;
  /**
   * For server models, if given: a context length (LLM_CONTEXT_LENGTH: caps the one the server's model list gives, and
   * stands in when it gives none) and a fixed recall budget (the recall benchmark's).
   */
  budget?: RequestBudget;
};

export type ProviderRegistry = ReturnType<typeof createProviderRegistry>;

/** A provider that cannot answer yet, and says why. */
function unavailable(id: ProviderId, model: string, why: string): ModelProvider {
  return {
    id,
    model,
    unavailable: why,
    // biome-ignore lint/correctness/useYield: it fails before yielding anything, by design
    async *stream() {
      throw new ProviderError(why, null);
    },
  };
}

/** The first .gguf file in the models folder, if any. */
export function findLocalModel(modelsDir: string): string | null {
  try {
    const file = readdirSync(modelsDir)
      .filter((f) => f.toLowerCase().endsWith(".gguf"))
      .sort()[0];
    return file ? path.join(modelsDir, file) : null;
  } catch {
    return null;
  }
}

/**
 * Decides which provider answers: the one the owner chose, else a local model file if present, else offline.
 * The choice is re-read on every call, so switching provider needs no restart; built providers are reused
 * (keeping their HTTP connections and loaded models) until the settings change.
 */
export function createProviderRegistry(deps: RegistryDeps) {
  const startedAt = deps.clock.now().toISOString();
  let cached: { stamp: string; built: ModelProvider; provider: ModelProvider } | null = null;
  /** The last outcome recorded for the settings with this stamp, so a run of good replies writes nothing. */
  let known: { stamp: string; ok: boolean } | null = null;

  function openAIProvider(s: ServerSettings, id: "openai" | "openai-compatible"): OpenAIChatProvider | ModelProvider {
    const baseUrl = s.baseUrl ?? (id === "openai" ? OPENAI_BASE_URL : null);
    const model = s.model ?? (id === "openai" ? DEFAULT_OPENAI_MODEL : null);
    const apiKey = readKey(s, deps.box);
    if (!baseUrl) return unavailable(id, model ?? "", "Set the model server's base URL on the API Keys page");
    if (!model) return unavailable(id, "", "Choose a model for the model server on the API Keys page");
    if (id === "openai" && !apiKey) return unavailable(id, model, "No OpenAI key is stored; add one on the API Keys page");
    // The context length the server's model list gave, capped by the one configured (LLM_CONTEXT_LENGTH).
    const budget = { ...deps.budget, contextTokens: effectiveContext(s.contextTokens ?? null, deps.budget?.contextTokens) };
    return createOpenAIChatProvider({ id, baseUrl, model, apiKey, timeoutMs: deps.timeoutMs, budget });
  }

  function build(s: ProviderSettings): ModelProvider {
    switch (s.selected) {
      case "openai":
      case "openai-compatible":
        return openAIProvider(s.servers[s.selected], s.selected);
      case "offline":
        return deps.factories.offline();
      case "local": {
        const file = s.localModelPath ?? findLocalModel(deps.modelsDir);
        return file
          ? deps.factories.local(file)
          : unavailable("local", "", "No local model file yet: download one on the API Keys page or set LOCAL_MODEL_PATH");
      }
      default: {
        const file = s.localModelPath ?? findLocalModel(deps.modelsDir);
        return file ? deps.factories.local(file) : deps.factories.offline();
      }
    }
  }

  function current(): ModelProvider {
    const s = readProviderSettings(deps.db);
    const stamp = answeringStamp(s);
    if (cached?.stamp !== stamp) {
      const previous = cached?.built as { dispose?: () => Promise<void> } | undefined;
      const built = build(s);
      // Every reply of a model tells the status how it went (the offline engine cannot fail; a provider that cannot
      // answer says so already).
      const watched = !built.unavailable && built.id !== "offline";
      const provider = !watched ? built : withHealthReports(built, (outcome) => recordReply(stamp, built, outcome));
      cached = { stamp, built, provider };
      // A local model left behind would keep its memory; it loads again if chosen again.
      if (previous !== built) previous?.dispose?.().catch(() => {});
    }
    return cached.provider;
  }

  /** Records how the provider that answers did (a connection test, a check on save): the status shows it. */
  function record(ok: boolean, message: string) {
    recordConnectionTest(deps.db, deps.clock, ok, message);
    known = { stamp: answeringStamp(readProviderSettings(deps.db)), ok };
  }

  /**
   * A reply's outcome, for the settings it was made with: a failure turns the status amber with its reason, and the
   * next good reply turns it back. Only a change is written; replies of settings changed meanwhile are not counted.
   */
  function recordReply(stamp: string, provider: ModelProvider, outcome: Outcome) {
    if (outcome.ok && known?.stamp === stamp && known.ok) return;
    const s = readProviderSettings(deps.db);
    if (answeringStamp(s) !== stamp) return;
    if (outcome.ok && s.lastTest?.ok) {
      known = { stamp, ok: true };
      return;
    }
    record(outcome.ok, outcome.ok ? HEALTH_TEXT.answered(PROVIDER_LABELS[provider.id]) : outcome.reason);
  }

  function status(): Omit<ApiStatus, "transcription" | "transcriptionBy" | "transcriptionProblem" | "speechBy" | "version"> {
    const provider = current();
    const settings = readProviderSettings(deps.db);
    return {
      provider: provider.id,
      model: provider.model,
      problem: provider.unavailable ?? (settings.lastTest?.ok === false ? settings.lastTest.message : null),
      openai_enabled: provider.id !== "offline",
      last_updated: settings.updatedAt === new Date(0).toISOString() ? startedAt : settings.updatedAt,
    };
  }

  /** A provider built from settings that are not saved (to list a server's models before choosing it). */
  const preview = (s: ProviderSettings) => build(s);

  return { current, status, preview, record };
}
