import type { ExchangeMessage } from "@contract/exchanges";
import { PERSONALITY_NAMES, type PersonalityName } from "@contract/personalities";
import { useCallback } from "react";
import { speakQueued } from "@/shared/voice/speech-queue";
import { useReadAloud } from "@/shared/voice/use-read-aloud";

const isPersonality = (name: string): name is PersonalityName => (PERSONALITY_NAMES as readonly string[]).includes(name);

/** With read-aloud on, each line is spoken in its speaker's voice as it lands, one after another. */
export function useSpokenLines(): (line: ExchangeMessage) => void {
  const [readAloud] = useReadAloud();
  return useCallback(
    (line: ExchangeMessage) => {
      if (!readAloud || line.role !== "line" || !isPersonality(line.personality)) return;
      speakQueued(line.content, line.personality).catch(() => {});
    },
    [readAloud],
  );
}
