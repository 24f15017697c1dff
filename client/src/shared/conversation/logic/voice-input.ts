import { errorStatus, errorText } from "@/lib/api/api-error";

/** How the microphone toggle turns speech into text in this browser. */
export type VoiceInputMode = "recognition" | "recording" | "unsupported";

/**
 * The browser's own speech recognition when it has one; otherwise a recording transcribed by the server, when the
 * browser can record and the server's provider can transcribe; otherwise none.
 */
export function voiceInputMode(can: { recognition: boolean; recording: boolean; transcription: boolean }): VoiceInputMode {
  if (can.recognition) return "recognition";
  return can.recording && can.transcription ? "recording" : "unsupported";
}

/** The first type the browser can record in; undefined lets the browser choose. */
export function pickRecordingType(types: readonly string[], isSupported: (type: string) => boolean): string | undefined {
  return types.find((t) => {
    try {
      return isSupported(t);
    } catch {
      return false;
    }
  });
}

/** What went wrong, in words for the "Could not process voice: {error}" toast. */
export function voiceErrorText(error: unknown): string {
  if (errorStatus(error) !== null) return errorText(error);
  if (error instanceof Error && error.message) return error.message;
  return String(error);
}
