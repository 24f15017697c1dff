import { type StopReplyResponse, stopGroupTurnPath, stopReplyPath } from "@contract/chat";
import { apiRequest } from "@/lib/api/request";

/** POST /api/messages/{replyId}/stop: the reply being written stops and keeps what was written, marked interrupted. */
export const stopReply = (replyId: number) => apiRequest<StopReplyResponse>("POST", stopReplyPath(replyId));

/** POST /api/groups/trinity/turns/{groupTurn}/stop: both sisters' replies of a Trinity turn stop. */
export const stopGroupTurn = (groupTurn: string) => apiRequest<StopReplyResponse>("POST", stopGroupTurnPath(groupTurn));
