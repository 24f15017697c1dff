import { TEXT } from "@contract/texts";
import type { Db } from "../platform/db/connection";
import { failTurn } from "./messages";

/**
 * Turns left half-written when the Citadel stopped: each reply still pending is given up (the owner's message is
 * marked failed with Retry, or its earlier reply is shown again), and an owner message left pending without a reply
 * is marked failed. Run before the server listens, and at a graceful stop once the grace period is over.
 * Returns how many owner messages it settled.
 */
export function recoverInterruptedTurns(db: Db): number {
  const sqlite = db.$client;
  return sqlite.transaction(() => {
    const replies = sqlite
      .prepare<[], { id: number; replyTo: number }>(
        "SELECT id, reply_to AS replyTo FROM messages WHERE status = 'pending' AND is_from_ai = 1 AND reply_to IS NOT NULL",
      )
      .all();
    for (const reply of replies) failTurn(db, reply.replyTo, reply.id, TEXT.interrupted);
    const orphans = sqlite
      .prepare("UPDATE messages SET status = 'failed', error = ? WHERE status = 'pending' AND is_from_ai = 0")
      .run(TEXT.interrupted).changes;
    // A pending reply with nothing to answer cannot be retried: it goes.
    sqlite.prepare("DELETE FROM messages WHERE status = 'pending' AND is_from_ai = 1").run();
    return new Set(replies.map((r) => r.replyTo)).size + orphans;
  })();
}
