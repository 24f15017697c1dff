import path from "node:path";
import { BASE_URL_TEXT, isHttpUrl, isUsableKey, KEY_TEXT } from "@contract/provider";
import { PROVIDER_IDS } from "@contract/status";
import { z } from "zod";

const LOOPBACK_HOSTS = new Set(["127.0.0.1", "localhost", "::1"]);

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  HOST: z.string().min(1).default("127.0.0.1"),
  DATA_DIR: z.string().min(1).default("./data"),
  CITADEL_ACCESS_CODE: z.string().min(1).optional(),
  /** Extra host names (comma separated) the server answers to, beyond loopback and HOST itself. */
  ALLOWED_HOSTS: z.string().optional(),
  LLM_PROVIDER: z.enum(PROVIDER_IDS).optional(),
  LLM_BASE_URL: z.string().trim().refine(isHttpUrl, BASE_URL_TEXT).optional(),
  LLM_MODEL: z.string().optional(),
  LLM_API_KEY: z.string().trim().refine(isUsableKey, KEY_TEXT.shape).optional(),
  OPENAI_API_KEY: z.string().trim().refine(isUsableKey, KEY_TEXT.shape).optional(),
  LOCAL_MODEL_PATH: z.string().optional(),
  /** Where the recommended local model is downloaded from (a mirror, if the default is out of reach). */
  LOCAL_MODEL_URL: z.string().url().optional(),
  /** How long a model provider may stay silent before the call is given up. */
  LLM_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(60_000),
  /**
   * The model's context length in tokens: a server's model is sent a request within it, a local model runs with it
   * (capped at what the GGUF was trained on). Unset: a server's model is sent at most 6,000 characters in all.
   */
  LLM_CONTEXT_LENGTH: z.coerce.number().int().min(512).max(10_000_000).optional(),
  /** The speech-to-text model asked through POST {base URL}/audio/transcriptions (voice input without speech recognition). */
  LLM_TRANSCRIBE_MODEL: z.string().min(1).optional(),
  /** The embedding model asked through POST {base URL}/embeddings ("none": recall by words alone). */
  LLM_EMBEDDING_MODEL: z.string().trim().min(1).optional(),
  CLIENT_DIST_DIR: z.string().optional(),
  /** The VAPID subject push services may contact about this Citadel's pushes (mailto: or https:). */
  WEB_PUSH_SUBJECT: z
    .string()
    .trim()
    .regex(/^(mailto:|https:\/\/)\S+$/, "a mailto: or https: URL")
    .default("mailto:citadel@localhost.invalid"),
  /** Tests only: a plain-http origin (the tests' stand-in for a push service) whose push endpoints are accepted. */
  WEB_PUSH_TEST_ORIGIN: z
    .string()
    .url()
    .refine((u) => URL.canParse(u) && new URL(u).origin === u && u.startsWith("http://"), "an http origin, like http://127.0.0.1:5316")
    .optional(),
  /** How long the offline engine takes to write a line of an exchange, so it can be followed live; 0 writes at once. */
  OFFLINE_PACE_MS: z.coerce.number().int().min(0).max(60_000).default(2000),
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseFile: string;
  accessCode: string | undefined;
  allowedHosts: string[];
  clientDistDir: string;
  /** The app built for Node (dist/ssr), with which the server draws a signed-in first page. */
  firstPageRenderer: string;
  llm: {
    provider: (typeof PROVIDER_IDS)[number] | undefined;
    baseUrl: string | undefined;
    model: string | undefined;
    apiKey: string | undefined;
    localModelPath: string | undefined;
    localModelUrl: string | undefined;
    timeoutMs: number;
    /** LLM_CONTEXT_LENGTH, in tokens. */
    contextTokens?: number;
    transcribeModel: string | undefined;
    embeddingModel?: string;
  };
  /** How long the offline engine takes per line of an exchange (OFFLINE_PACE_MS). */
  offlinePaceMs: number;
  webPush: { subject: string; testOrigin: string | undefined };
};

export function isLoopbackHost(host: string): boolean {
  return LOOPBACK_HOSTS.has(host.replace(/^\[|\]$/g, ""));
}

/** The one place that reads the environment. */
export function loadConfig(env: NodeJS.ProcessEnv, appRoot: string): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseFile: path.join(dataDir, "citadel.sqlite"),
    accessCode: e.CITADEL_ACCESS_CODE,
    allowedHosts: (e.ALLOWED_HOSTS ?? "")
      .split(",")
      .map((h) => h.trim().toLowerCase())
      .filter(Boolean),
    clientDistDir: path.resolve(e.CLIENT_DIST_DIR ?? path.join(appRoot, "dist/client")),
    firstPageRenderer: path.join(appRoot, "dist/ssr/ssr.js"),
    llm: {
      provider: e.LLM_PROVIDER,
      baseUrl: e.LLM_BASE_URL,
      model: e.LLM_MODEL,
      apiKey: e.LLM_API_KEY ?? e.OPENAI_API_KEY,
      localModelPath: e.LOCAL_MODEL_PATH,
      localModelUrl: e.LOCAL_MODEL_URL,
      timeoutMs: e.LLM_TIMEOUT_MS,
      contextTokens: e.LLM_CONTEXT_LENGTH,
      transcribeModel: e.LLM_TRANSCRIBE_MODEL,
      embeddingModel: e.LLM_EMBEDDING_MODEL,
    },
    offlinePaceMs: e.OFFLINE_PACE_MS,
    webPush: { subject: e.WEB_PUSH_SUBJECT, testOrigin: e.WEB_PUSH_TEST_ORIGIN },
  };
}

/** Listening beyond loopback is only safe behind a code the owner chose (not one we generated and printed). */
export function assertSafeToListen(config: Config): void {
  if (!isLoopbackHost(config.host) && !config.accessCode) {
    throw new Error(
      `Refusing to listen on ${config.host}: set CITADEL_ACCESS_CODE to a code of your own before exposing Citadel beyond this machine.`,
    );
  }
}
