import { CHAT_TEXT } from "@contract/chat";
import { RECORDING_MIME_TYPES, VOICE_RECORDING_MAX_MS } from "@contract/transcription";
import { useMutation } from "@tanstack/react-query";
import { type RefObject, useCallback, useEffect, useRef, useState } from "react";
import { transcribeAudio, UntranscribableAudio } from "@/shared/api/transcribe-audio";
import { type AudioRecording, startAudioRecording } from "@/shared/conversation/browser/audio-recorder";
import { voiceErrorText } from "@/shared/conversation/logic/voice-input";
import { toast } from "@/shared/ui/toast-store";

export type RecordingPhase = "idle" | "starting" | "recording" | "transcribing";

/**
 * Voice input where the browser has no speech recognition: the microphone is recorded until the toggle is pressed
 * again (or for at most VOICE_RECORDING_MAX_MS), then the server transcribes it and the words go to `onText`.
 * The microphone is released as soon as the recording ends, and when the page is left.
 */
export function useVoiceRecording(onText: RefObject<(text: string) => void>) {
  const [phase, setPhase] = useState<RecordingPhase>("idle");
  const phaseRef = useRef<RecordingPhase>("idle");
  const recording = useRef<AudioRecording | null>(null);
  const upload = useRef<AbortController | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const mounted = useRef(true);

  const enter = useCallback((next: RecordingPhase) => {
    phaseRef.current = next;
    if (mounted.current) setPhase(next);
  }, []);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      clearTimeout(timer.current);
      recording.current?.cancel();
      recording.current = null;
      upload.current?.abort();
    };
  }, []);

  // A mutation, so an ended session (401) signs the page out like every other write does.
  const { mutateAsync: transcribe } = useMutation({
    mutationFn: ({ audio, signal, durationMs }: { audio: Blob; signal: AbortSignal; durationMs: number }) =>
      transcribeAudio(audio, signal, durationMs),
  });

  const finish = useCallback(async () => {
    const r = recording.current;
    if (!r) return;
    recording.current = null;
    clearTimeout(timer.current);
    enter("transcribing");
    const controller = new AbortController();
    upload.current = controller;
    try {
      const audio = await r.stop();
      const text = await transcribe({ audio, signal: controller.signal, durationMs: r.elapsedMs() });
      if (!mounted.current) return;
      if (text) {
        onText.current(text);
        toast({ title: CHAT_TEXT.voiceReceived.title, description: text });
      } else {
        toast({ ...CHAT_TEXT.voiceError, variant: "destructive" });
      }
    } catch (error) {
      if (controller.signal.aborted) return;
      if (error instanceof UntranscribableAudio) {
        toast({ ...CHAT_TEXT.voiceError, description: error.message });
        return;
      }
      const { title, description } = CHAT_TEXT.voiceProcessFailed;
      toast({ title, description: description(voiceErrorText(error)), variant: "destructive" });
    } finally {
      upload.current = null;
      enter("idle");
    }
  }, [enter, onText, transcribe]);

  const start = useCallback(async () => {
    if (phaseRef.current !== "idle") return;
    enter("starting");
    try {
      const r = await startAudioRecording(RECORDING_MIME_TYPES);
      if (!mounted.current) {
        r.cancel();
        return;
      }
      recording.current = r;
      enter("recording");
      toast(CHAT_TEXT.listening);
      timer.current = setTimeout(() => void finish(), VOICE_RECORDING_MAX_MS);
    } catch {
      enter("idle");
      if (mounted.current) toast({ ...CHAT_TEXT.voiceStartFailed, variant: "destructive" });
    }
  }, [enter, finish]);

  /** Ends a recording in progress (and transcribes it); does nothing while one is starting or being transcribed. */
  const stop = useCallback(() => {
    if (phaseRef.current === "recording") void finish();
  }, [finish]);

  const busy = useCallback(() => phaseRef.current !== "idle", []);

  return { phase, busy, start, stop };
}
