import type { ChatMessage } from "@contract/chat";

/** A stored message for tests: an owner message unless `isFromAI` says otherwise, one second apart by id. */
export const msg = (id: number, over: Partial<ChatMessage> = {}): ChatMessage => ({
  id,
  personalityId: 1,
  userId: over.isFromAI ? null : 1,
  content: `message ${id}`,
  isFromAI: false,
  timestamp: new Date(Date.UTC(2025, 0, 1, 12, 0, id)).toISOString(),
  status: "complete",
  replyTo: null,
  emotion: null,
  wordCount: null,
  responseTime: null,
  error: null,
  editedAt: null,
  alternatives: null,
  imageUrl: null,
  ...over,
});
