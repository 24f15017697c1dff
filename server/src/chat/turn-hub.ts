/**
 * A Trinity turn stopped before its replies began (the owner pressed Stop as the message left): replies of that turn
 * that start within this long are stopped as they start.
 */
const GROUP_STOP_GRACE_MS = 10_000;

type LiveTurn = {
  groupTurn: string | null;
  text: string;
  listeners: Set<(text: string) => void>;
  /** Stops the provider's stream: the reply keeps what was written (issue 29). */
  stop: () => void;
  /** Settles when the turn has left the hub (its reply stored, or its failure). */
  ended: Promise<void>;
  leave: () => void;
};

/**
 * The text of the replies being written right now. A turn runs on the server whether or not anyone listens: a browser
 * that leaves mid-stream only stops listening, and one that joins late first receives the text written so far. How a
 * turn ends is not told here: a listener learns it from the turn's own promise (StartedTurn.finished), which always
 * settles, so no stream can miss its end.
 */
export function createTurnHub() {
  const live = new Map<number, LiveTurn>();
  /** Group turns stopped, and until when a reply of theirs that starts is stopped at once. */
  const stoppedGroups = new Map<string, number>();
  const groupStopped = (key: string | null) => {
    if (!key) return false;
    const until = stoppedGroups.get(key) ?? 0;
    if (until > Date.now()) return true;
    stoppedGroups.delete(key);
    return false;
  };

  async function stopTurn(turn: LiveTurn): Promise<void> {
    turn.stop();
    await turn.ended;
  }

  return {
    open(replyId: number, options: { stop?: () => void; groupTurn?: string | null } = {}) {
      let leave = () => {};
      const ended = new Promise<void>((resolve) => {
        leave = resolve;
      });
      const stop = options.stop ?? (() => {});
      const groupTurn = options.groupTurn ?? null;
      live.set(replyId, { groupTurn, text: "", listeners: new Set(), stop, ended, leave });
      if (groupStopped(groupTurn)) stop();
    },
    token(replyId: number, text: string) {
      const turn = live.get(replyId);
      if (!turn) return;
      turn.text += text;
      for (const listener of turn.listeners) listener(text);
    },
    /** The reply is written, or has failed: it is no longer live. */
    end(replyId: number) {
      live.get(replyId)?.leave();
      live.delete(replyId);
    },
    /**
     * Stops a reply being written; settles once it has been stored as it stands (or has failed). False when it was
     * not being written.
     */
    async stop(replyId: number): Promise<boolean> {
      const turn = live.get(replyId);
      if (!turn) return false;
      await stopTurn(turn);
      return true;
    },
    /** Stops every reply of a group turn being written now, and those of it that start soon; like `stop`. */
    async stopGroup(groupTurn: string): Promise<boolean> {
      stoppedGroups.set(groupTurn, Date.now() + GROUP_STOP_GRACE_MS);
      const turns = [...live.values()].filter((t) => t.groupTurn === groupTurn);
      await Promise.all(turns.map(stopTurn));
      return turns.length > 0;
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
