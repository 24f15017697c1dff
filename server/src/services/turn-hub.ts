import type { ChatMessage } from "../../../contract/chat";

export type TurnListener = {
  token: (text: string) => void;
  done: (reply: ChatMessage) => void;
  failed: (message: string, providerStatus: number | null) => void;
};

type LiveTurn = { text: string; listeners: Set<TurnListener> };

/**
 * Replies being written right now. A turn runs on the server whether or not anyone listens: a browser that leaves
 * mid-stream only stops listening, and one that joins late first receives the text written so far.
 */
export function createTurnHub() {
  const live = new Map<number, LiveTurn>();

  return {
    open(replyId: number) {
      live.set(replyId, { text: "", listeners: new Set() });
    },
    token(replyId: number, text: string) {
      const turn = live.get(replyId);
      if (!turn) return;
      turn.text += text;
      for (const l of turn.listeners) l.token(text);
    },
    done(replyId: number, reply: ChatMessage) {
      const turn = live.get(replyId);
      live.delete(replyId);
      for (const l of turn?.listeners ?? []) l.done(reply);
    },
    failed(replyId: number, message: string, providerStatus: number | null) {
      const turn = live.get(replyId);
      live.delete(replyId);
      for (const l of turn?.listeners ?? []) l.failed(message, providerStatus);
    },
    /** Whether any reply is being written now. */
    writing: () => live.size > 0,
    /** How many replies are being written now. */
    inProgress: () => live.size,
    /** Listens to a live turn; returns false when it is no longer live. */
    subscribe(replyId: number, listener: TurnListener): (() => void) | null {
      const turn = live.get(replyId);
      if (!turn) return null;
      if (turn.text) listener.token(turn.text);
      turn.listeners.add(listener);
      return () => turn.listeners.delete(listener);
    },
  };
}

export type TurnHub = ReturnType<typeof createTurnHub>;
