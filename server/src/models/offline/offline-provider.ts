import type { ModelProvider, ReplyRequest } from "../types";
import { composeCodeAnswer } from "./compose/code-answer";
import { composeReply } from "./compose/compose-reply";
import { composeUnprompted } from "./compose/compose-unprompted";
import { composeDialogue } from "./dialogue/compose-dialogue";
import { composeResolution } from "./dialogue/resolution";
import { realSleep, type Sleep, streamWords } from "./stream-words";

/** Used when no seed is given; the reply service normally passes its own. */
export const DEFAULT_OFFLINE_SEED = 0x5eed;

export const OFFLINE_MODEL = "citadel-offline";

export type OfflineOptions = {
  seed?: number;
  /**
   * How long a line of an exchange (a bridge, a live conversation, the council) takes to write, so it can be followed
   * as it happens, as with a model; 0 (the default) writes it at once. One-to-one replies are never held back.
   */
  exchangeLineMs?: number;
  /** How to wait between words (tests pass a fake). */
  sleep?: Sleep;
};

/** The provider that always works: in-character replies with no network and no model weights. */
export function createOfflineProvider(options: OfflineOptions = {}): ModelProvider {
  const seed = options.seed ?? DEFAULT_OFFLINE_SEED;
  const linePace = { textMs: options.exchangeLineMs ?? 0, sleep: options.sleep ?? realSleep };
  return {
    id: "offline",
    model: OFFLINE_MODEL,
    async *stream(request: ReplyRequest) {
      if (request.signal?.aborted) return;
      const { conversation } = request;
      const text = request.unprompted
        ? composeUnprompted(request, request.unprompted, seed)
        : request.code
          ? composeCodeAnswer(request)
          : !conversation
            ? composeReply(request, seed).text
            : conversation.resolution
              ? composeResolution({ ...request, conversation })
              : composeDialogue({ ...request, conversation }, seed);
      yield* streamWords(text, request.signal, conversation ? linePace : undefined);
    },
  };
}
