import { audioFacts, untranscribable } from "@contract/audio-facts";
import { SPEECH_TEXT } from "@contract/speech";
import { DEFAULT_TRANSCRIBE_MODEL, TRANSCRIBE_AUDIO_TYPES, TRANSCRIBE_TEXT } from "@contract/transcription";
import { type AudioInput, transcribeWithOpenAIProtocol } from "../models/media/transcribe";
import { AppError } from "../platform/errors";
import { type VoiceDeps, type VoiceTarget, voiceTarget } from "./voice-target";

export type TranscriptionDeps = VoiceDeps;

/**
 * Who would transcribe now: the transcription server of its own when one is set, else the chosen OpenAI or
 * OpenAI-compatible provider; or why nobody can.
 */
export function transcriptionTarget(deps: TranscriptionDeps): VoiceTarget {
  return voiceTarget(deps, "transcription", deps.llm?.transcribeModel ?? DEFAULT_TRANSCRIBE_MODEL, TRANSCRIBE_TEXT);
}

/** "audio/webm;codecs=opus" → "audio/webm", if it is an audio type we accept; null otherwise. */
export function audioMediaType(contentType: string | undefined): string | null {
  const type = (contentType ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
  return (TRANSCRIBE_AUDIO_TYPES as readonly string[]).includes(type) ? type : null;
}

/** Turns a recording into text with the configured provider; refuses when none can. */
export async function transcribe(
  deps: TranscriptionDeps,
  audio: AudioInput,
  signal?: AbortSignal,
  declaredMs?: number | null,
): Promise<string> {
  if (audio.bytes.byteLength === 0) throw new AppError("bad_request", TRANSCRIBE_TEXT.empty);
  // Too short or silent: a speech-to-text model would invent words for it (issue 29).
  const refused = untranscribable(audioFacts(audio.bytes, declaredMs));
  if (refused) throw new AppError("bad_request", SPEECH_TEXT[refused]);
  const target = transcriptionTarget(deps);
  if (!target.ok) throw new AppError("conflict", target.reason);
  return transcribeWithOpenAIProtocol(target.options, audio, signal);
}
