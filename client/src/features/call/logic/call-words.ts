import { CALL_TEXT, type CallPhase } from "@contract/voice-call";

/** What the call screen says the call is doing; `who` is the personality speaking or thinking. */
export function phaseText(phase: CallPhase, who: string): string {
  const words = CALL_TEXT.phase[phase];
  return typeof words === "function" ? words(who) : words;
}

/** Why a reply could not be heard, in the owner's words: the browser's error code ("Speech failed: synthesis-failed"), or what a speech server said. */
export function whySpeechFailed(error: Error): string {
  const code = /^Speech failed: (.+)$/.exec(error.message)?.[1];
  return code ? CALL_TEXT.browserVoiceFailed(code) : error.message;
}
