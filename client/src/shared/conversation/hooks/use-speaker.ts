import { STORAGE_KEYS } from "@contract/constants";
import type { PersonalityName } from "@contract/personalities";
import { VOICE_TEXT } from "@contract/voice";
import { useCallback, useEffect, useRef } from "react";
import { toast } from "@/components/ui/toast-store";
import { readStored } from "@/lib/storage";
import { canSpeak, speakQueued, toggleSpeech, useSpeakingKey } from "@/shared/voice/speech-queue";

const logFailure = (error: unknown) => console.error("Speech failed", error);

/** Reads a panel's messages aloud through the app's one speech queue, and knows which of them is being spoken. */
export function useSpeaker(personality: PersonalityName) {
  const speakingKey = useSpeakingKey();
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  const supported = useCallback(() => {
    if (canSpeak()) return true;
    toast({ ...VOICE_TEXT.notSupported, variant: "destructive" });
    return false;
  }, []);

  /** The listen button: stops the message when it is the one speaking, otherwise speaks it now. */
  const toggle = useCallback(
    (id: number, text: string) => {
      if (supported()) toggleSpeech(id, text, personality).catch(logFailure);
    },
    [personality, supported],
  );

  /**
   * §7: a new reply is read aloud this long after it arrives, after whatever is being read already, unless read-aloud
   * was turned off meanwhile (turning it off hushes what is queued, and this reply is not queued yet).
   */
  const speakLater = useCallback(
    (id: number, text: string, delayMs: number) => {
      const timer = setTimeout(() => {
        timers.current.delete(timer);
        if (readStored(STORAGE_KEYS.readAloud) !== "true") return;
        if (supported()) speakQueued(text, personality, { key: id }).catch(logFailure);
      }, delayMs);
      timers.current.add(timer);
    },
    [personality, supported],
  );

  // A reply not yet begun is not read once the panel is gone; one being read goes on (the queue is the app's).
  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const t of pending) clearTimeout(t);
      pending.clear();
    };
  }, []);

  return { speakingId: typeof speakingKey === "number" ? speakingKey : null, toggle, speakLater };
}
