import { type ChatMessage, HISTORY_SENT_TO_MODEL, type SendMessageRequest } from "@contract/chat";
import { CHAT_PAIR_IMPORTANCE_SIMPLE } from "@contract/memory";

type MemoryContext = NonNullable<SendMessageRequest["memoryContext"]>;

/** §7: the last 15 items of the conversation as the page knows it, sent as memoryContext. */
export function memoryContextFrom(messages: readonly ChatMessage[], count = HISTORY_SENT_TO_MODEL): MemoryContext {
  return messages
    .filter((m) => m.status === "complete" && m.content.trim())
    .slice(-count)
    .map((m) => ({
      role: m.isFromAI ? "assistant" : "user",
      content: m.content,
      timestamp: m.timestamp,
      importance: CHAT_PAIR_IMPORTANCE_SIMPLE,
    }));
}
