import type { ChatMessage } from "@contract/chat";

/**
 * The turn being written right now, beside the cached history: the owner's words until the server has stored them,
 * then where the reply being written goes. A regenerated reply hides the one it replaces while it is written. The
 * reply's words so far are kept apart (they change many times a second; this changes a few times a turn).
 */
export type LiveTurn = {
  kind: "send" | "retry" | "regenerate";
  /** A send's words until the server answers with the stored message. */
  draft: { content: string; timestamp: string; hasImage: boolean } | null;
  /** The owner message the reply answers (null until a send is stored). */
  userMessageId: number | null;
  /** The reply a regeneration replaces, hidden meanwhile. */
  replacingId: number | null;
  /** The reply's id once the server has named it. */
  aiMessageId: number | null;
};

export type LiveTurnAction =
  | { type: "send"; content: string; timestamp: string; hasImage: boolean }
  | { type: "retry"; userMessageId: number }
  | { type: "regenerate"; userMessageId: number | null; replacingId: number }
  | { type: "stored"; userMessage: ChatMessage; aiMessageId: number }
  | { type: "end" };

const blank = { draft: null, userMessageId: null, replacingId: null, aiMessageId: null };

export function liveTurnReducer(state: LiveTurn | null, action: LiveTurnAction): LiveTurn | null {
  switch (action.type) {
    case "send":
      return {
        ...blank,
        kind: "send",
        draft: { content: action.content, timestamp: action.timestamp, hasImage: action.hasImage },
      };
    case "retry":
      return { ...blank, kind: "retry", userMessageId: action.userMessageId };
    case "regenerate":
      return { ...blank, kind: "regenerate", userMessageId: action.userMessageId, replacingId: action.replacingId };
    case "stored":
      if (!state) return state;
      return { ...state, draft: null, userMessageId: action.userMessage.id, aiMessageId: action.aiMessageId };
    case "end":
      return null;
  }
}
