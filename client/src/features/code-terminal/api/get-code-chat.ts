import type { CodeChatEntry } from "@contract/code";
import { useQuery } from "@tanstack/react-query";

/** GET /api/code/chat: the Code Terminal's conversation with Aeris. */
export const CHAT_KEY = ["/api/code/chat"] as const;

export const useCodeChat = () => useQuery<CodeChatEntry[]>({ queryKey: CHAT_KEY });
