import { CHAT_TEXT, SPEECH_RECOGNITION_LANG } from "@contract/chat";
import { type RefObject, useCallback, useEffect, useRef, useState } from "react";
import { type SpeechRecognitionLike, speechRecognitionConstructor, transcriptOf } from "@/shared/conversation/browser/speech-recognition";
import { toast } from "@/shared/ui/toast-store";

/**
 * The browser's speech recognition (§7): one utterance in en-US, final results only, handed to `onText`.
 * Listening ends on a result's end, an error or the end of speech.
 */
/** The toasts that say listening has begun and what was heard (a page may word them its own way). */
export type ListeningTexts = { listening: { title: string; description?: string }; received: { title: string } };
const CHAT_LISTENING: ListeningTexts = { listening: CHAT_TEXT.listening, received: CHAT_TEXT.voiceReceived };

export function useSpeechRecognition(onText: RefObject<(text: string) => void>, texts: ListeningTexts = CHAT_LISTENING) {
  const [listening, setListening] = useState(false);
  const recognition = useRef<SpeechRecognitionLike | null>(null);

  useEffect(() => () => recognition.current?.abort(), []);

  const start = useCallback(() => {
    const Recognition = speechRecognitionConstructor();
    if (!Recognition) return;
    const r = new Recognition();
    r.lang = SPEECH_RECOGNITION_LANG;
    r.continuous = false;
    r.interimResults = false;
    r.maxAlternatives = 1;
    const ended = () => {
      if (recognition.current === r) recognition.current = null;
      setListening(false);
    };
    r.onresult = (event) => {
      const text = transcriptOf(event.results);
      if (!text) return;
      onText.current(text);
      toast({ title: texts.received.title, description: text });
    };
    r.onerror = (event) => {
      // "aborted" is our own doing (leaving the page).
      if (event.error !== "aborted") toast({ ...CHAT_TEXT.voiceError, variant: "destructive" });
      ended();
    };
    r.onend = ended;
    try {
      r.start();
      recognition.current = r;
      setListening(true);
      toast(texts.listening);
    } catch {
      toast({ ...CHAT_TEXT.voiceStartFailed, variant: "destructive" });
    }
  }, [onText, texts]);

  /** Stops listening; what was heard so far still arrives as a result. */
  const stop = useCallback(() => recognition.current?.stop(), []);

  const active = useCallback(() => recognition.current !== null, []);

  return { listening, active, start, stop };
}
