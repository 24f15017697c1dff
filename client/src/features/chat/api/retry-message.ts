import { streamTurn, type TurnHandlers } from "@/lib/api/stream-turn";

export type RetryMessageVariables = { id: number; handlers: TurnHandlers; signal?: AbortSignal };

/** POST /api/messages/{id}/retry: asks again for the reply to an owner message whose reply failed. */
export const retryMessage = ({ id, handlers, signal }: RetryMessageVariables) =>
  streamTurn(`/api/messages/${id}/retry`, undefined, handlers, signal);
