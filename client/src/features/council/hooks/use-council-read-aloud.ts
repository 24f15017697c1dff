import { COUNCIL_SPEECH, COUNCIL_TEXT, type ExchangeMessage } from "@contract/exchanges";
import { PERSONALITY_NAMES, type PersonalityName } from "@contract/personalities";
import { useState } from "react";
import { toast } from "@/components/ui/toast-store";
import { canSpeak, speakQueued, stopSpeech } from "@/shared/voice/speech-queue";

const speakerOf = (m: ExchangeMessage): PersonalityName =>
  (PERSONALITY_NAMES as readonly string[]).includes(m.personality) ? (m.personality as PersonalityName) : "council";

/**
 * Read Aloud (spec 001): every message, one after another, each in its speaker's own voice at the council's rate,
 * pitch and volume; Stop ends it.
 */
export function useCouncilReadAloud() {
  const [reading, setReading] = useState(false);
  function read(conversation: readonly ExchangeMessage[]) {
    const said = conversation.filter((m) => m.role !== "note");
    if (said.length === 0) return toast({ ...COUNCIL_TEXT.noDialogue, variant: "destructive" });
    if (!canSpeak()) return toast({ ...COUNCIL_TEXT.speechNotSupported, variant: "destructive" });
    stopSpeech();
    setReading(true);
    Promise.all(said.map((m) => speakQueued(m.content, speakerOf(m), { prosody: COUNCIL_SPEECH })))
      .catch(() => {
        stopSpeech();
        toast({ ...COUNCIL_TEXT.speechError, variant: "destructive" });
      })
      .finally(() => setReading(false));
  }
  function stop() {
    stopSpeech();
    setReading(false);
  }
  return { reading, read, stop };
}
