import type { Emotion } from "@contract/emotions";
import type { ModelProvider, ReplyRequest } from "../types";
import { detectEmotion } from "./emotion";
import { createStreamSanitiser } from "./sanitise";

export type CompletedReply = {
  text: string;
  emotion: Emotion;
  wordCount: number;
  responseTimeMs: number;
  provider: string;
  model: string;
  /** Stopped by its caller (request.signal) before the provider finished: `text` is what was written until then. */
  interrupted?: true;
};

/** The columns a completed reply fills, in a chat's messages and an exchange's lines alike. */
export const replyColumns = (reply: CompletedReply) => ({
  content: reply.text,
  emotion: reply.emotion,
  wordCount: reply.wordCount,
  responseTimeMs: reply.responseTimeMs,
  provider: reply.provider,
  model: reply.model,
});

export const countWords = (text: string) => text.trim().split(/\s+/).filter(Boolean).length;

/**
 * The one way to ask for a reply: streams the provider's text to onToken (sanitised in sanctified mode, so what
 * the owner sees and what is stored agree), then reports the whole reply with its emotion, length and timing. A
 * reply stopped through `request.signal` ends there, with what was written so far, marked interrupted.
 */
export async function streamReply(
  provider: ModelProvider,
  request: ReplyRequest,
  onToken: (text: string) => void = () => {},
): Promise<CompletedReply> {
  const started = performance.now();
  const sanitiser = request.mode === "sanctified" ? createStreamSanitiser() : null;
  let text = "";
  const emit = (piece: string) => {
    if (!piece) return;
    text += piece;
    onToken(piece);
  };
  for await (const chunk of provider.stream(request)) {
    if (request.signal?.aborted) break;
    emit(sanitiser ? sanitiser.push(chunk) : chunk);
  }
  if (sanitiser) emit(sanitiser.flush());
  return {
    ...(request.signal?.aborted ? { interrupted: true as const } : {}),
    text,
    emotion: detectEmotion(text),
    wordCount: countWords(text),
    responseTimeMs: Math.round(performance.now() - started),
    provider: provider.id,
    model: provider.model,
  };
}
