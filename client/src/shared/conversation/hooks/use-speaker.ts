import type { PersonalityName } from "@contract/personalities";
import { VOICE_TEXT } from "@contract/voice";
import { useCallback } from "react";
import { toast } from "@/shared/ui/toast-store";
import { createSentenceSpeaker, type SentenceSpeaker } from "@/shared/voice/sentence-speaker";
import { canSpeak, toggleSpeech, useSpeakingKey } from "@/shared/voice/speech-queue";

const logFailure = (error: unknown) => console.error("Speech failed", error);

/** Reads a panel's messages aloud through the app's one speech queue, and knows which of them is being spoken. */
export function useSpeaker(personality: PersonalityName) {
  const speakingKey = useSpeakingKey();

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
   * Issue 29: a new reply is read aloud as it is written, each sentence as soon as it is whole, after whatever is being
   * read already. A reply not yet begun when the panel goes is not read; one being read goes on (the queue is the app's).
   */
  const readAsWritten = useCallback(
    (id: number): SentenceSpeaker | null => (supported() ? createSentenceSpeaker({ personality, key: id, onError: logFailure }) : null),
    [personality, supported],
  );

  return { speakingId: typeof speakingKey === "number" ? speakingKey : null, toggle, readAsWritten };
}
