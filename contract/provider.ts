import { z } from "zod";
import { type ProviderId, providerIdSchema } from "./status";

/** Spec 001 §3 service row: status of the last connection test. */
export const SERVICE_STATUSES = ["active", "error", "unknown"] as const;
export type ServiceStatus = (typeof SERVICE_STATUSES)[number];

/** Spec 000 §9: the OpenAI key prefix. */
export const OPENAI_KEY_PREFIX = "sk-";
export const PROVIDER_KEY_MAX_LENGTH = 512;

export const PROVIDER_LABELS: Record<ProviderId, string> = {
  offline: "Offline engine",
  openai: "OpenAI",
  "openai-compatible": "OpenAI-compatible server",
  local: "Local model",
};

/** Known OpenAI-compatible servers, to fill in the base URL. */
export const COMPATIBLE_PRESETS = [
  { id: "ollama", label: "Ollama", baseUrl: "http://127.0.0.1:11434/v1" },
  { id: "lm-studio", label: "LM Studio", baseUrl: "http://127.0.0.1:1234/v1" },
  { id: "llama-cpp", label: "llama.cpp server", baseUrl: "http://127.0.0.1:8080/v1" },
  { id: "vllm", label: "vLLM", baseUrl: "http://127.0.0.1:8000/v1" },
  { id: "openrouter", label: "OpenRouter", baseUrl: "https://openrouter.ai/api/v1" },
] as const;

export const DEFAULT_OPENAI_MODEL = "gpt-4o-mini";

/** The providers that are servers, each with an address, a model and a key of its own. */
export const SERVER_PROVIDER_IDS = ["openai", "openai-compatible"] as const;
export type ServerProviderId = (typeof SERVER_PROVIDER_IDS)[number];
export const isServerProvider = (id: ProviderId | null | undefined): id is ServerProviderId =>
  id === "openai" || id === "openai-compatible";

/** Spec 000 §5 and 001 §5: the texts of the key form. */
export const KEY_TEXT = {
  empty: "API key cannot be empty",
  openaiPrefix: "OpenAI API keys must start with sk-",
  tooLong: `An API key has at most ${PROVIDER_KEY_MAX_LENGTH} characters; check that only the key was pasted`,
  shape: "An API key is letters, digits and punctuation only, with no spaces or line breaks; check that only the key was pasted",
} as const;

/** A key that can travel in an Authorization header: printable ASCII, no spaces or line breaks. */
export const isUsableKey = (key: string) => /^[\x21-\x7E]*$/.test(key);

/** An address a provider can be reached at: it parses, over http or https, with a host. */
export function isHttpUrl(value: string): boolean {
  if (/\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "";
  } catch {
    return false;
  }
}

export const BASE_URL_TEXT = "enter the server's address as http://… or https://…, e.g. http://127.0.0.1:11434/v1";
export const MODEL_SHAPE_TEXT = "a model name has no line breaks or control characters";
export const LOCAL_PATH_TEXT = "choose a .gguf file in the models folder (or the one LOCAL_MODEL_PATH names)";

const httpUrl = z.string().trim().max(2048).refine(isHttpUrl, BASE_URL_TEXT);
const apiKey = z.string().trim().max(PROVIDER_KEY_MAX_LENGTH, KEY_TEXT.tooLong).refine(isUsableKey, KEY_TEXT.shape);

/** PUT /api/provider: choose which provider answers. An omitted key keeps the stored one; "" removes it. */
export const providerSettingsRequestSchema = z.object({
  provider: providerIdSchema.nullable(),
  baseUrl: httpUrl.optional(),
  model: z
    .string()
    .trim()
    .max(256)
    .refine((v) => ![...v].some((ch) => ch < " " || ch === "\x7F"), MODEL_SHAPE_TEXT)
    .optional(),
  key: apiKey.optional(),
  localModelPath: z.string().trim().max(4096).optional(),
  /**
   * Try the settings before they answer (the dashboard's Update): a server's model list, or a first word when the
   * list does not name the model. When the try fails, nothing is saved and the answer says what failed.
   */
  verify: z.boolean().optional(),
  /**
   * With the offline engine chosen while a server does not answer ("Use the offline engine meanwhile"): that server is
   * set aside, and the connection card offers it again until another choice is made.
   */
  meanwhile: z.boolean().optional(),
});
export type ProviderSettingsRequest = z.infer<typeof providerSettingsRequestSchema>;

/** POST /api/update-api-key (spec 001 §7). */
export const updateApiKeyRequestSchema = z.object({
  service: z.string().trim().min(1).max(64),
  key: z.string().trim().min(1, KEY_TEXT.empty).pipe(apiKey),
});

/** What is stored for one server provider. */
const serverSettingsViewSchema = z.object({
  baseUrl: z.string().nullable(),
  model: z.string().nullable(),
  /** The last four characters of this server's stored key, masked: "…abcd". */
  keyHint: z.string().nullable(),
});

/** GET /api/provider: what the dashboard shows. The key itself never leaves the server. */
export const providerSettingsViewSchema = z.object({
  /** The provider the owner chose; null lets Citadel pick (local model file if present, else offline). */
  selected: providerIdSchema.nullable(),
  active: z.object({ provider: providerIdSchema, model: z.string() }),
  /** Each server keeps its own address, model and key: a key is only ever sent to the server it was given for. */
  servers: z.object({ openai: serverSettingsViewSchema, "openai-compatible": serverSettingsViewSchema }),
  localModelPath: z.string().nullable(),
  configured: z.boolean(),
  /** Why the provider that should answer cannot, when it cannot (nothing is configured, no model file, ...). */
  problem: z.string().nullable(),
  status: z.enum(SERVICE_STATUSES),
  statusMessage: z.string().nullable(),
  lastUpdated: z.string(),
});
export type ProviderSettingsView = z.infer<typeof providerSettingsViewSchema>;

/** How long trying settings on save may take before the server counts as not answering. */
export const PROVIDER_CHECK_TIMEOUT_MS = 20_000;

/** What failed when settings were tried on save; the provider's own words follow. */
export const SAVE_CHECK_TEXT = {
  keyRefused: "the key was refused",
  unreachable: "the server could not be reached",
  modelNotFound: "the model was not found",
  rateLimited: "the server is rate limiting",
  failed: "the server did not answer as expected",
  timedOut: (seconds: number) => `the server did not answer within ${seconds} s`,
  /** "Not saved: OpenAI: the key was refused (The model provider rejected the key (401)). Nothing was changed; …" */
  notSaved: (service: string, what: string, detail?: string) =>
    `Not saved: ${service}: ${what}${detail ? ` (${detail})` : ""}. Nothing was changed; correct the form and press Update again.`,
} as const;

/** What the status says about the provider answering, from the last try, save or reply. */
export const HEALTH_TEXT = {
  checkedOnSave: (service: string) => `${service} answered when the settings were saved`,
  answered: (service: string) => `${service} answered the last request`,
} as const;

export const operationResultSchema = z.object({ success: z.boolean(), message: z.string() });
export type OperationResult = z.infer<typeof operationResultSchema>;

export const modelListSchema = z.object({ models: z.array(z.string()) });

/** GET /api/local-model: model files present, and the download of the recommended one. */
export const localModelStatusSchema = z.object({
  files: z.array(z.object({ name: z.string(), path: z.string(), bytes: z.number() })),
  recommended: z.object({ name: z.string(), fileName: z.string(), approxBytes: z.number() }),
  download: z.object({
    state: z.enum(["idle", "downloading", "done", "failed"]),
    received: z.number(),
    total: z.number().nullable(),
    error: z.string().nullable(),
  }),
});
export type LocalModelStatus = z.infer<typeof localModelStatusSchema>;
/** POST /api/provider/models: the models the provider offers. */
export type ModelList = z.infer<typeof modelListSchema>;
