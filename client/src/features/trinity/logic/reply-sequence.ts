import type { ChatMessage } from "@contract/chat";
import { estimatedSpeechMs, GROUP_SEQUENCE, type TrinityMember } from "@contract/trinity";
import { countWords } from "@/features/chat/logic/format";

export type ReplySequenceDeps = {
  /** Each sister's reply, asked for in parallel; a rejection is that sister's failure. */
  replies: Record<TrinityMember, Promise<ChatMessage>>;
  /** Puts a reply on screen. */
  reveal: (member: TrinityMember, reply: ChatMessage) => void;
  /** Speaks a reply: resolves when the speech has ended, rejects when it fails. Null when read-aloud is off. */
  speak: ((member: TrinityMember, text: string) => Promise<void>) | null;
  /** Waits; rejects when the sequence is abandoned (the page was left), which ends it. */
  sleep: (ms: number) => Promise<void>;
  /** A sister's reply failed. */
  onFailure: (member: TrinityMember, error: unknown) => void;
};

async function settle(reply: Promise<ChatMessage>, member: TrinityMember, deps: ReplySequenceDeps) {
  try {
    return await reply;
  } catch (error) {
    deps.onFailure(member, error);
    return null;
  }
}

/** Speaks Aeris's reply: true once her speech has ended (or stalled far past its time), false when it failed. */
async function speakOrGiveUp(
  deps: ReplySequenceDeps,
  speak: NonNullable<ReplySequenceDeps["speak"]>,
  text: string,
  estimateMs: number,
): Promise<boolean> {
  const stallMs = estimateMs * GROUP_SEQUENCE.speechStallFactor + GROUP_SEQUENCE.speechStallGraceMs;
  const outcome = await Promise.race([
    speak("aeris", text).then(
      () => "ended" as const,
      (error: unknown) => {
        console.warn("Aeris's reply could not be spoken; waiting the time it would take instead", error);
        return "failed" as const;
      },
    ),
    deps.sleep(stallMs).then(() => "stalled" as const),
  ]);
  if (outcome === "stalled") console.warn(`Aeris's speech had not ended after ${stallMs} ms; Nova answers anyway`);
  return outcome !== "failed";
}

/**
 * Spec 000 §4, the group reply sequence: Aeris's reply shows as soon as it arrives and is spoken 500 ms later; when
 * her speech ends comes a mandatory 5 s pause; then Nova's reply (asked for at the same time, held back until now)
 * shows and is spoken 200 ms later. When speech fails or is off, Aeris is given the time her words take at 110 words
 * a minute, counted from when she would have begun, plus the pause. A sister whose reply failed is skipped.
 * Resolves once Nova's speech has been asked for (it goes on in the app's speech queue).
 */
export async function runReplySequence(deps: ReplySequenceDeps): Promise<void> {
  // Nova may fail while Aeris is still speaking: her failure is handled in turn, not reported as unhandled.
  for (const reply of Object.values(deps.replies)) reply.catch(() => {});
  const aeris = await settle(deps.replies.aeris, "aeris", deps);
  if (aeris) {
    deps.reveal("aeris", aeris);
    await deps.sleep(GROUP_SEQUENCE.aerisSpeechDelayMs);
    const estimate = estimatedSpeechMs(aeris.wordCount ?? countWords(aeris.content));
    const spoken = deps.speak ? await speakOrGiveUp(deps, deps.speak, aeris.content, estimate) : false;
    await deps.sleep((spoken ? 0 : estimate) + GROUP_SEQUENCE.pauseMs);
  }
  const nova = await settle(deps.replies.nova, "nova", deps);
  if (!nova) return;
  deps.reveal("nova", nova);
  if (!deps.speak) return;
  const speak = deps.speak;
  await deps.sleep(GROUP_SEQUENCE.novaSpeechDelayMs);
  speak("nova", nova.content).catch((error: unknown) => console.warn("Nova's reply could not be spoken", error));
}
