import type { TypingSignalResponse } from "@contract/follow-ups";
import { apiRequest } from "@/lib/api/request";

/** POST /api/presence/typing: the owner is typing, so no personality writes first just now (issue 30). */
export const sendTypingSignal = () => apiRequest<TypingSignalResponse>("POST", "/api/presence/typing", {});
