import type { ChatMessage } from "@contract/chat";
import { estimatedSpeechMs, GROUP_SEQUENCE, type TrinityMember } from "@contract/trinity";
import { countWords } from "@/shared/conversation/logic/format";

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
  /**
   * Resolves when the owner asks to see Nova's reply at once: every wait before it ends there (Aeris's speech, if
   * any, is still asked for first, so the speech queue says the sisters in order). Never resolving is never asked.
   */
  showNovaNow?: Promise<void>;
};

const never = new Promise<void>(() => {});

async function settle(reply: Promise<ChatMessage>, member: TrinityMember, deps: ReplySequenceDeps) {
  try {
    return await reply;
  } catch (error) {
    deps.onFailure(member, error);
    return null;
  }
}

/**
 * Speaks Aeris's reply: "ended" once her speech has ended (or stalled far past its time), "failed" when it failed,
 * "skipped" when the owner asked for Nova before it ended.
 */
async function speakOrGiveUp(
  speak: NonNullable<ReplySequenceDeps["speak"]>,
  text: string,
  estimateMs: number,
  deps: ReplySequenceDeps,
  skip: Promise<void>,
): Promise<"ended" | "failed" | "skipped"> {
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
    skip.then(() => "skipped" as const),
  ]);
  if (outcome === "stalled") console.warn(`Aeris's speech had not ended after ${stallMs} ms; Nova answers anyway`);
  return outcome === "stalled" ? "ended" : outcome;
}

/**
 * Aeris's turn, from her reply showing to the moment Nova may show. With read-aloud on: spoken 500 ms after it shows,
 * then the mandatory 5 s pause once her speech has ended, or (her speech failed) once the time her words take at
 * 110 a minute has passed. With read-aloud off there is no speech to wait for: Nova follows the pause after Aeris's
 * reply shows.
 */
async function aerisTurn(aeris: ChatMessage, deps: ReplySequenceDeps, skip: Promise<void>) {
  const wait = (ms: number) => Promise.race([deps.sleep(ms), skip]);
  deps.reveal("aeris", aeris);
  if (!deps.speak) return wait(GROUP_SEQUENCE.pauseMs);
  await wait(GROUP_SEQUENCE.aerisSpeechDelayMs);
  const estimate = estimatedSpeechMs(aeris.wordCount ?? countWords(aeris.content));
  const outcome = await speakOrGiveUp(deps.speak, aeris.content, estimate, deps, skip);
  if (outcome === "skipped") return;
  await wait((outcome === "failed" ? estimate : 0) + GROUP_SEQUENCE.pauseMs);
}

/**
 * Spec 000 §4, the group reply sequence: Aeris's reply shows as soon as it arrives (see aerisTurn for what follows);
 * then Nova's reply (asked for at the same time, held back until now) shows, and is spoken 200 ms later. The owner
 * may ask for Nova's reply at once (showNovaNow). A sister whose reply failed is skipped.
 * Resolves once Nova's speech has been asked for (it goes on in the app's speech queue).
 */
export async function runReplySequence(deps: ReplySequenceDeps): Promise<void> {
  // Nova may fail while Aeris is still speaking: her failure is handled in turn, not reported as unhandled.
  for (const reply of Object.values(deps.replies)) reply.catch(() => {});
  const skip = deps.showNovaNow ?? never;
  const aeris = await settle(deps.replies.aeris, "aeris", deps);
  if (aeris) await aerisTurn(aeris, deps, skip);
  const nova = await settle(deps.replies.nova, "nova", deps);
  if (!nova) return;
  deps.reveal("nova", nova);
  if (!deps.speak) return;
  const speak = deps.speak;
  await deps.sleep(GROUP_SEQUENCE.novaSpeechDelayMs);
  speak("nova", nova.content).catch((error: unknown) => console.warn("Nova's reply could not be spoken", error));
}
