import { DEFAULT_TRANSCRIBE_MODEL, TRANSCRIBE_AUDIO_TYPES, TRANSCRIBE_TEXT } from "@contract/transcription";
import { OPENAI_BASE_URL } from "../ai/providers/openai-chat-provider";
import { type AudioInput, type TranscriberOptions, transcribeWithOpenAIProtocol } from "../ai/transcribe";
import type { Db } from "../db/connection";
import { AppError } from "../errors";
import { chosenServer, readKey, readProviderSettings } from "./provider-settings";
import type { SecretBox } from "./secret-box";

/** Used when the app is given no provider time limit. */
const DEFAULT_TIMEOUT_MS = 60_000;

export type TranscriptionDeps = {
  db: Db;
  secrets: SecretBox;
  /** LLM_TRANSCRIBE_MODEL and LLM_TIMEOUT_MS. */
  llm?: { transcribeModel?: string; timeoutMs?: number };
};

type Target = { ok: true; options: TranscriberOptions } | { ok: false; reason: string };

/** Who would transcribe now: the chosen OpenAI or OpenAI-compatible provider, or why nobody can. */
export function transcriptionTarget(deps: TranscriptionDeps): Target {
  const server = chosenServer(readProviderSettings(deps.db));
  if (!server) return { ok: false, reason: TRANSCRIBE_TEXT.needsProvider };
  const { id } = server;
  const apiKey = readKey(server, deps.secrets);
  const baseUrl = server.baseUrl ?? (id === "openai" ? OPENAI_BASE_URL : null);
  if (!baseUrl) return { ok: false, reason: TRANSCRIBE_TEXT.needsBaseUrl };
  if (id === "openai" && !apiKey) return { ok: false, reason: TRANSCRIBE_TEXT.needsKey };
  return {
    ok: true,
    options: {
      id,
      baseUrl,
      apiKey,
      model: deps.llm?.transcribeModel ?? DEFAULT_TRANSCRIBE_MODEL,
      timeoutMs: deps.llm?.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    },
  };
}

export const transcriptionAvailable = (deps: TranscriptionDeps) => transcriptionTarget(deps).ok;

/** "audio/webm;codecs=opus" → "audio/webm", if it is an audio type we accept; null otherwise. */
export function audioMediaType(contentType: string | undefined): string | null {
  const type = (contentType ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
  return (TRANSCRIBE_AUDIO_TYPES as readonly string[]).includes(type) ? type : null;
}

/** Turns a recording into text with the configured provider; refuses when none can. */
export async function transcribe(deps: TranscriptionDeps, audio: AudioInput, signal?: AbortSignal): Promise<string> {
  if (audio.bytes.byteLength === 0) throw new AppError("bad_request", TRANSCRIBE_TEXT.empty);
  const target = transcriptionTarget(deps);
  if (!target.ok) throw new AppError("conflict", target.reason);
  return transcribeWithOpenAIProtocol(target.options, audio, signal);
}
