import { SPEECH_FORMATS, SPEECH_TEXT, type SpeechFormat } from "@contract/speech";
import type { OpenAIChatOptions } from "../providers/openai-chat-provider";
import { postToProvider } from "../providers/openai-post";
import { ProviderError } from "../providers/provider-error";

/** What to say and how: `options.model` is the speech model. */
export type SpeechJob = { voice: string; input: string; format: SpeechFormat };
export type SpokenAudio = { bytes: Uint8Array<ArrayBuffer>; contentType: string };

/**
 * Speaks `input` through the OpenAI protocol's POST {baseUrl}/audio/speech (JSON: model, voice, input,
 * response_format). Failures are the same ProviderErrors as chat. Not retried: the next sentence is asked anyway.
 */
export async function speakWithOpenAIProtocol(options: OpenAIChatOptions, job: SpeechJob, signal?: AbortSignal): Promise<SpokenAudio> {
  const body = JSON.stringify({ model: options.model, voice: job.voice, input: job.input, response_format: job.format });
  return postToProvider(
    options,
    "/audio/speech",
    { headers: { "Content-Type": "application/json" }, body },
    async (res) => {
      const bytes = new Uint8Array(await res.arrayBuffer());
      if (bytes.byteLength === 0) throw new ProviderError(SPEECH_TEXT.badAudio, null);
      const type = res.headers.get("content-type")?.split(";")[0]?.trim();
      return { bytes, contentType: type?.startsWith("audio/") ? type : SPEECH_FORMATS[job.format] };
    },
    signal,
  );
}
