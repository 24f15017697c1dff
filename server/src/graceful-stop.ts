import { recoverInterruptedTurns } from "./chat";
import { interruptRunning } from "./exchanges";
import type { Clock } from "./platform/clock";
import type { Db } from "./platform/db/connection";

/** How long a stop waits for the replies in progress before marking them interrupted. */
export const STOP_GRACE_MS = 5000;

export type StopDeps = {
  db: Db;
  clock: Clock;
  /** Whether any reply is still being written. */
  writing: () => boolean;
  /** Stops the server taking connections; resolves once it has. */
  closeServer: () => void;
  /** How long replies in progress may go on writing. */
  graceMs: number;
  /** How often to look whether they have finished. */
  pollMs?: number;
};

/**
 * A stop asked for (SIGTERM, Ctrl-C): no new requests, the replies in progress get a few seconds to finish and be
 * stored, whatever is still unfinished is marked interrupted (turns with Retry, exchanges with Resume), the WAL is folded into the database and
 * the database is closed cleanly.
 */
export async function stopGracefully({
  db,
  clock,
  writing,
  closeServer,
  graceMs,
  pollMs = 50,
}: StopDeps): Promise<{ interrupted: number }> {
  closeServer();
  const deadline = Date.now() + graceMs;
  while (writing() && Date.now() < deadline) await new Promise((r) => setTimeout(r, pollMs));
  const interrupted = recoverInterruptedTurns(db);
  interruptRunning(db, clock);
  db.$client.pragma("wal_checkpoint(TRUNCATE)");
  db.$client.close();
  return { interrupted };
}
