import { RECORDING_DURATION_HEADER } from "@contract/speech";
import { TRANSCRIBE_MAX_BYTES, TRANSCRIBE_TEXT, type TranscriptionResponse } from "@contract/transcription";
import { Hono } from "hono";
import type { Clock } from "../platform/clock";
import { AppError } from "../platform/errors";
import { limitBody } from "../platform/http/body-limit";
import { audioMediaType, type TranscriptionDeps, transcribe } from "./transcription";

/** What the voice routes are built from: the transcription model and the provider time limit come from the configuration. */
export type VoiceRouteDeps = Omit<TranscriptionDeps, "llm"> & { clock: Clock; config: { llm?: TranscriptionDeps["llm"] } };

export const transcriptionDeps = ({ db, secrets, config }: VoiceRouteDeps): TranscriptionDeps => ({ db, secrets, llm: config.llm });

/** POST /api/transcribe: the recorded audio as the raw body, with its audio Content-Type; answers { text }. */
export function transcriptionRoutes(deps: VoiceRouteDeps) {
  const app = new Hono();
  const limit = limitBody(TRANSCRIBE_MAX_BYTES, TRANSCRIBE_TEXT.tooLarge);
  app.post("/transcribe", limit, async (c) => {
    const mediaType = audioMediaType(c.req.header("content-type"));
    if (!mediaType) throw new AppError("unsupported_media_type", TRANSCRIBE_TEXT.unsupportedType);
    const bytes = new Uint8Array(await c.req.arrayBuffer());
    const declared = c.req.header(RECORDING_DURATION_HEADER);
    const declaredMs = declared === undefined || declared.trim() === "" ? null : Number(declared);
    const text = await transcribe(transcriptionDeps(deps), { bytes, mediaType }, c.req.raw.signal, declaredMs);
    return c.json<TranscriptionResponse>({ text });
  });
  return app;
}
