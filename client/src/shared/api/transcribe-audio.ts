import { audioFacts, untranscribable } from "@contract/audio-facts";
import { CONNECTION_STATUS_POLL_MS } from "@contract/constants";
import { RECORDING_DURATION_HEADER, SPEECH_TEXT } from "@contract/speech";
import type { ApiStatus } from "@contract/status";
import { TRANSCRIBE_PATH, type TranscriptionResponse } from "@contract/transcription";
import type { QueryClient } from "@tanstack/react-query";
import { postFile } from "@/lib/api/request";
import { STATUS_QUERY_KEY } from "@/shared/api/get-status";

/** A recording not sent, being too short or silent (a speech-to-text model would invent words for it). */
export class UntranscribableAudio extends Error {
  constructor(readonly reason: "tooShort" | "silent") {
    super(SPEECH_TEXT[reason]);
    this.name = "UntranscribableAudio";
  }
}

/**
 * POST /api/transcribe: the recording itself as the body, with its own audio type (and its length as the recorder
 * measured it, `durationMs`); answers the words heard. A recording too short or silent is not sent: it throws
 * UntranscribableAudio.
 */
export async function transcribeAudio(audio: Blob, signal?: AbortSignal, durationMs?: number): Promise<string> {
  const refused = untranscribable(audioFacts(new Uint8Array(await audio.arrayBuffer()), durationMs));
  if (refused) throw new UntranscribableAudio(refused);
  const headers: Record<string, string> = durationMs === undefined ? {} : { [RECORDING_DURATION_HEADER]: String(Math.round(durationMs)) };
  const body = await postFile<Partial<TranscriptionResponse> | null>(TRANSCRIBE_PATH, audio, audio.type || "audio/webm", signal, headers);
  if (typeof body?.text !== "string") throw new Error("The transcription answer has no text");
  return body.text;
}

/** Whether the server can transcribe (GET /api/status, shared with the connection card's query); no answer means no. */
export async function canTranscribe(client: QueryClient): Promise<boolean> {
  try {
    const status = await client.fetchQuery<ApiStatus>({ queryKey: STATUS_QUERY_KEY, staleTime: CONNECTION_STATUS_POLL_MS });
    return status.transcription === true;
  } catch {
    return false;
  }
}
