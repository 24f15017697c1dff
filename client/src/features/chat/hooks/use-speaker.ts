import { useCallback, useEffect, useRef, useState } from "react";
import { CHAT_TEXT } from "@contract/chat";
import type { PersonalityName } from "@contract/personalities";
import { toast } from "@/components/ui/toast-store";
import { canSpeak, speak, stopSpeaking } from "../browser/speech-synthesis";

/** Reads messages aloud with the browser's speech synthesis, one at a time; knows which one is speaking. */
export function useSpeaker(personality: PersonalityName) {
  const [speakingId, setSpeakingId] = useState<number | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const current = useRef<number | null>(null);

  const start = useCallback(
    (id: number, text: string) => {
      if (!canSpeak()) {
        toast({ ...CHAT_TEXT.speechUnavailable, variant: "destructive" });
        return;
      }
      current.current = id;
      setSpeakingId(id);
      const done = () => {
        if (current.current !== id) return;
        current.current = null;
        setSpeakingId(null);
      };
      speak(text, personality).then(done, (error: unknown) => {
        console.error("Speech failed", error);
        done();
      });
    },
    [personality],
  );

  /** The listen button: speaks the message, or stops it when it is the one speaking. */
  const toggle = useCallback(
    (id: number, text: string) => {
      if (current.current === id) {
        current.current = null;
        setSpeakingId(null);
        stopSpeaking();
        return;
      }
      start(id, text);
    },
    [start],
  );

  /** §7: a new reply is read aloud this long after it arrives. */
  const speakLater = useCallback(
    (id: number, text: string, delayMs: number) => {
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => start(id, text), delayMs);
    },
    [start],
  );

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
      if (current.current !== null) stopSpeaking();
    },
    [],
  );

  return { speakingId, toggle, speakLater };
}
