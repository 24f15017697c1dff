import type { ModelProvider, ReplyRequest } from "../types";
import { composeCodeAnswer } from "./code-answer";
import { composeReply } from "./compose-reply";
import { composeDialogue } from "./dialogue/compose-dialogue";
import { composeResolution } from "./dialogue/resolution";
import { streamWords } from "./stream-words";

/** Used when no seed is given; the reply service normally passes its own. */
export const DEFAULT_OFFLINE_SEED = 0x5eed;

export const OFFLINE_MODEL = "citadel-offline";

/** The provider that always works: in-character replies with no network and no model weights. */
export function createOfflineProvider(options: { seed?: number } = {}): ModelProvider {
  const seed = options.seed ?? DEFAULT_OFFLINE_SEED;
  return {
    id: "offline",
    model: OFFLINE_MODEL,
    async *stream(request: ReplyRequest) {
      if (request.signal?.aborted) return;
      const { conversation } = request;
      const text = request.code
        ? composeCodeAnswer(request)
        : !conversation
        ? composeReply(request, seed).text
        : conversation.resolution
          ? composeResolution({ ...request, conversation })
          : composeDialogue({ ...request, conversation }, seed);
      yield* streamWords(text, request.signal);
    },
  };
}
