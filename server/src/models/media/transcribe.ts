import { TRANSCRIBE_AUDIO_EXTENSIONS, type TranscribeAudioType } from "@contract/transcription";
import { capitalise } from "../offline/text-utils";
import type { OpenAIChatOptions } from "../providers/openai-chat-provider";
import { postToProvider } from "../providers/openai-post";
import { ProviderError } from "../providers/provider-error";

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
  const form = new FormData();
  form.append("file", new Blob([audio.bytes], { type: audio.mediaType }), audioFileName(audio.mediaType));
  form.append("model", options.model);
  form.append("response_format", "json");
  return postToProvider(
    options,
    "/audio/transcriptions",
    { body: form },
    async (res, label) => {
      const json = (await res.json()) as { text?: unknown };
      if (typeof json.text !== "string") throw new ProviderError(`${capitalise(label)} sent a transcript Citadel could not read`, null);
      return json.text.trim();
    },
    signal,
  );
}
