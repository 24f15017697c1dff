import type { SendMessageRequest } from "@contract/chat";
import type { PersonalityName } from "@contract/personalities";
import { streamTurn, type TurnHandlers } from "@/lib/api/stream-turn";

export type SendMessageVariables = {
  name: PersonalityName;
  body: SendMessageRequest;
  handlers: TurnHandlers;
  signal?: AbortSignal;
};

/** §7: POST /api/personalities/{name}/messages, streamed. */
export const sendMessage = ({ name, body, handlers, signal }: SendMessageVariables) =>
  streamTurn(`/api/personalities/${name}/messages`, body, handlers, signal);
