import type { PersonalityName } from "@contract/personalities";
import { createSentenceSpeaker } from "@/shared/voice/sentence-speaker";
import type { ReplyVoice } from "../logic/call-session";

/**
 * A reply's voice in a call: the app's sentence speaker (each sentence spoken as soon as it is whole, in the
 * personality's browser or provider voice), telling the call when each sentence starts to sound (the barge-in
 * detector's deaf window starts then), when nothing sounds any more, and when a sentence could not be spoken.
 */
export function replyVoice(speaker: PersonalityName, playing: (on: boolean) => void, failed: (error: Error) => void): ReplyVoice {
  return createSentenceSpeaker({
    personality: speaker,
    onSentenceStart: () => playing(true),
    onState: (state) => {
      if (state === "idle") playing(false);
    },
    onError: (error) => {
      console.error("Speech failed", error);
      failed(error);
    },
  });
}
