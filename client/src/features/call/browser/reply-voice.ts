import type { PersonalityName } from "@contract/personalities";
import type { ReplyVoice } from "../logic/call-session";

// PROVISIONAL until voice-out's sentence-speaker and stop endpoint land in main.
export function replyVoice(_speaker: PersonalityName, _playing: (on: boolean) => void): ReplyVoice {
  let finish = () => {};
  const done = new Promise<void>((r) => {
    finish = r;
  });
  return { push: () => {}, end: finish, stop: finish, done };
}

export async function stopReply(_replyId: number): Promise<void> {}
