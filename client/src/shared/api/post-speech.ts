import { SPEECH_PATH, type SpeechRequest } from "@contract/speech";
import { postForBlob } from "@/lib/api/request";

/** POST /api/speech: `text` spoken in the personality's provider voice; answers the audio. */
export const postSpeech = (body: SpeechRequest, signal?: AbortSignal): Promise<Blob> => postForBlob(SPEECH_PATH, body, signal);
