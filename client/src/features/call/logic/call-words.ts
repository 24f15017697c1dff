import { CALL_TEXT, type CallPhase } from "@contract/voice-call";

/** What the call screen says the call is doing; `who` is the personality speaking or thinking. */
export function phaseText(phase: CallPhase, who: string): string {
  const words = CALL_TEXT.phase[phase];
  return typeof words === "function" ? words(who) : words;
}
