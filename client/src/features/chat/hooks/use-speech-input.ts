import { useCallback, useEffect, useRef, useState } from "react";
import { CHAT_TEXT, SPEECH_RECOGNITION_LANG } from "@contract/chat";
import { toast } from "@/components/ui/toast-store";
import { type SpeechRecognitionLike, speechRecognitionConstructor, transcriptOf } from "../browser/speech-recognition";
import { useLatest } from "./use-latest";

/**
 * The microphone toggle (§4 "Voice input: idle or listening"): one utterance in en-US, final results only, appended
 * through `onText`. Listening ends on a result, an error or the end of speech.
 */
export function useSpeechInput(onText: (text: string) => void) {
  const [listening, setListening] = useState(false);
  const recognition = useRef<SpeechRecognitionLike | null>(null);
  const onTextRef = useLatest(onText);

  useEffect(() => () => recognition.current?.abort(), []);

  const toggle = useCallback(() => {
    if (recognition.current) {
      recognition.current.stop();
      return;
    }
    const Recognition = speechRecognitionConstructor();
    if (!Recognition) {
      toast({ ...CHAT_TEXT.speechNotSupported, variant: "destructive" });
      return;
    }
    const r = new Recognition();
    r.lang = SPEECH_RECOGNITION_LANG;
    r.continuous = false;
    r.interimResults = false;
    r.maxAlternatives = 1;
    r.onresult = (event) => {
      const text = transcriptOf(event.results);
      if (!text) return;
      onTextRef.current(text);
      toast({ title: CHAT_TEXT.voiceReceived.title, description: text });
    };
    r.onerror = (event) => {
      // "aborted" is our own doing (leaving the page).
      if (event.error !== "aborted") toast({ ...CHAT_TEXT.voiceError, variant: "destructive" });
    };
    r.onend = () => {
      recognition.current = null;
      setListening(false);
    };
    try {
      r.start();
      recognition.current = r;
      setListening(true);
      toast(CHAT_TEXT.listening);
    } catch {
      toast({ ...CHAT_TEXT.voiceError, variant: "destructive" });
    }
  }, [onTextRef]);

  return { listening, toggle };
}
