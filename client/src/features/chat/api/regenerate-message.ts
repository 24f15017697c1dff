import { streamTurn, type TurnHandlers } from "@/lib/api/stream-turn";

export type RegenerateMessageVariables = { id: number; handlers: TurnHandlers; signal?: AbortSignal };

/** POST /api/messages/{id}/regenerate: a new reply in place of a complete one, which stays as an alternative. */
export const regenerateMessage = ({ id, handlers, signal }: RegenerateMessageVariables) =>
  streamTurn(`/api/messages/${id}/regenerate`, undefined, handlers, signal);
