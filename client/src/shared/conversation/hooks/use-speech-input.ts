import { CHAT_TEXT } from "@contract/chat";
import { SPEECH_TEXT } from "@contract/speech";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useRef } from "react";
import { canTranscribe } from "@/shared/api/transcribe-audio";
import { audioRecordingSupported } from "@/shared/conversation/browser/audio-recorder";
import { speechRecognitionConstructor } from "@/shared/conversation/browser/speech-recognition";
import { voiceInputMode } from "@/shared/conversation/logic/voice-input";
import { toast } from "@/shared/ui/toast-store";
import { useLatest } from "./use-latest";
import { type ListeningTexts, useSpeechRecognition } from "./use-speech-recognition";
import { useVoiceRecording } from "./use-voice-recording";

/**
 * The microphone toggle (§4 "Voice input: idle or listening"): the words heard are handed to `onText`.
 * The browser's speech recognition where it has one; elsewhere a recording the server transcribes, when its
 * provider can; otherwise "Speech Recognition Not Supported".
 */
export function useSpeechInput(onText: (text: string) => void, texts?: ListeningTexts) {
  const onTextRef = useLatest(onText);
  const recognition = useSpeechRecognition(onTextRef, texts);
  const recorder = useVoiceRecording(onTextRef);
  const queryClient = useQueryClient();
  const deciding = useRef(false);

  const { active, start: listen, stop: stopListening } = recognition;
  const { busy, start: record, stop: stopRecording } = recorder;

  const toggle = useCallback(() => {
    if (active()) return stopListening();
    if (busy()) return stopRecording();
    if (deciding.current) return;
    if (speechRecognitionConstructor()) return listen();
    const notSupported = () => {
      toast({ ...CHAT_TEXT.speechNotSupported, variant: "destructive" });
    };
    if (!audioRecordingSupported()) return notSupported();
    deciding.current = true;
    void canTranscribe(queryClient)
      .then((transcription) => {
        const mode = voiceInputMode({ recognition: false, recording: true, transcription });
        if (mode === "recording") return record();
        // It could record, but nobody transcribes: say why, and what to set up (issue 29).
        toast({ title: CHAT_TEXT.speechNotSupported.title, description: SPEECH_TEXT.cannotListen(), variant: "destructive" });
      })
      .finally(() => {
        deciding.current = false;
      });
  }, [active, busy, listen, queryClient, record, stopListening, stopRecording]);

  return {
    listening: recognition.listening || recorder.phase === "recording",
    toggle,
    /** A recording is on its way to the server to be turned into text. */
    transcribing: recorder.phase === "transcribing",
  };
}
