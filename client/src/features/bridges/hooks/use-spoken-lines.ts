import type { ExchangeMessage } from "@contract/exchanges";
import { useCallback } from "react";
import { speakQueued } from "@/shared/voice/speech-queue";
import { useReadAloud } from "@/shared/voice/use-read-aloud";

/** With read-aloud on, each line is spoken in its speaker's voice (a seed's, or a companion's own) as it lands. */
export function useSpokenLines(): (line: ExchangeMessage) => void {
  const [readAloud] = useReadAloud();
  return useCallback(
    (line: ExchangeMessage) => {
      // A line (role "line") is always a member's: the owner's words and the Citadel's notes have roles of their own.
      if (!readAloud || line.role !== "line") return;
      speakQueued(line.content, line.personality).catch(() => {});
    },
    [readAloud],
  );
}
