import { TRANSCRIBE_AUDIO_EXTENSIONS, type TranscribeAudioType } from "@contract/transcription";
import { capitalise } from "./offline/text-utils";
import { ProviderError, providerErrorFromStatus, toProviderError } from "./provider-error";
import { type OpenAIChatOptions, providerLabel, watchdog } from "./providers/openai-chat-provider";

/** A recording to turn into text: its bytes and its media type (without parameters: "audio/webm"). */
export type AudioInput = { bytes: Uint8Array<ArrayBuffer>; mediaType: string };

/** The same settings as the chat provider's; `model` is the transcription model. */
export type TranscriberOptions = OpenAIChatOptions;

export const audioFileName = (mediaType: string) => `voice.${TRANSCRIBE_AUDIO_EXTENSIONS[mediaType as TranscribeAudioType] ?? "webm"}`;

/**
 * Transcribes one recording through the OpenAI protocol's POST {baseUrl}/audio/transcriptions (multipart: file and
 * model). Failures become the same ProviderErrors as chat: key rejected, rate limit with its wait, server error,
 * timeout, unreachable. Not retried: the owner simply speaks again.
 */
export async function transcribeWithOpenAIProtocol(options: TranscriberOptions, audio: AudioInput, signal?: AbortSignal): Promise<string> {
  const label = providerLabel(options.id);
  const guard = watchdog(options.timeoutMs, signal);

  const form = new FormData();
  form.append("file", new Blob([audio.bytes], { type: audio.mediaType }), audioFileName(audio.mediaType));
  form.append("model", options.model);
  form.append("response_format", "json");
  try {
    const res = await fetch(`${options.baseUrl}/audio/transcriptions`, {
      method: "POST",
      headers: options.apiKey ? { Authorization: `Bearer ${options.apiKey}` } : {},
      body: form,
      signal: guard.signal,
    });
    if (!res.ok) {
      const body = await res.text().catch(() => "");
      throw providerErrorFromStatus(res.status, label, Object.fromEntries(res.headers), body, [options.apiKey]);
    }
    const json = (await res.json()) as { text?: unknown };
    if (typeof json.text !== "string") throw new ProviderError(`${capitalise(label)} sent a transcript Citadel could not read`, null);
    return json.text.trim();
  } catch (error) {
    throw toProviderError(error, {
      label,
      baseUrl: options.baseUrl,
      timeoutMs: options.timeoutMs,
      timedOut: guard.timedOut,
      apiKey: options.apiKey,
    });
  } finally {
    guard.dispose();
  }
}
