import { CONNECTION_STATUS_POLL_MS } from "@contract/constants";
import type { ApiStatus } from "@contract/status";
import { TRANSCRIBE_PATH, type TranscriptionResponse } from "@contract/transcription";
import type { QueryClient } from "@tanstack/react-query";
import { postFile } from "@/lib/api/request";
import { STATUS_QUERY_KEY } from "@/shared/api/get-status";

/** POST /api/transcribe: the recording itself as the body, with its own audio type; answers the words heard. */
export async function transcribeAudio(audio: Blob, signal?: AbortSignal): Promise<string> {
  const body = await postFile<Partial<TranscriptionResponse> | null>(TRANSCRIBE_PATH, audio, audio.type || "audio/webm", signal);
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
