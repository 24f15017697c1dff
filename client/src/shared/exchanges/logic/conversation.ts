import type { ExchangeMessage } from "@contract/exchanges";
import type { AnyBridgeState } from "@/shared/exchanges/api/bridge-state";

/** The state with a newly stored line in its conversation (once, in order). */
export function withLine<S extends AnyBridgeState>(state: S, line: ExchangeMessage): S {
  if (state.conversation.some((m) => m.id === line.id)) return state;
  const conversation = [...state.conversation, line].sort((a, b) => a.id - b.id);
  return { ...state, conversation };
}

/** The spoken lines of a conversation (not the owner's, not the Citadel's notes). */
export const spokenLines = (conversation: readonly ExchangeMessage[]) => conversation.filter((m) => m.role === "line");
