type LiveTurn = { text: string; listeners: Set<(text: string) => void> };

/**
 * The text of the replies being written right now. A turn runs on the server whether or not anyone listens: a browser
 * that leaves mid-stream only stops listening, and one that joins late first receives the text written so far. How a
 * turn ends is not told here: a listener learns it from the turn's own promise (StartedTurn.finished), which always
 * settles, so no stream can miss its end.
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
      for (const listener of turn.listeners) listener(text);
    },
    /** The reply is written, or has failed: it is no longer live. */
    end(replyId: number) {
      live.delete(replyId);
    },
    /** Whether any reply is being written now. */
    writing: () => live.size > 0,
    /** Listens to a live turn's text (first the text so far); returns how to stop, or null when it is no longer live. */
    subscribe(replyId: number, onToken: (text: string) => void): (() => void) | null {
      const turn = live.get(replyId);
      if (!turn) return null;
      if (turn.text) onToken(turn.text);
      turn.listeners.add(onToken);
      return () => turn.listeners.delete(onToken);
    },
  };
}

export type TurnHub = ReturnType<typeof createTurnHub>;
