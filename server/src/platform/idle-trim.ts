/** How long the server must be quiet before it hands memory back, and the time between its collections. */
export const IDLE_TRIM_QUIET_MS = 2000;
/**
 * How many full collections. V8 grows its young generation under load and gives it back only once a collection sees
 * that allocation has stayed low for several seconds, so the first collections free little.
 */
export const IDLE_TRIM_ROUNDS = 5;

export type IdleTrimmer = { touch: () => void; stop: () => void };

/**
 * Hands memory back to the system when the server goes quiet (a self-hosted app is idle most of the day): after
 * IDLE_TRIM_QUIET_MS without a request or a reply being written, IDLE_TRIM_ROUNDS full collections that far apart,
 * and `release` (SQLite's caches). Every request starts the wait again; a trim already done is not repeated until the
 * server has been busy again.
 */
export function createIdleTrimmer(collect: () => void, release: () => void, working: () => boolean = () => false): IdleTrimmer {
  let rounds = 0;
  let busy = false;
  const timer = setTimeout(function trim() {
    // A reply still being written (a slow model streams for long without a new request) is not idleness.
    if (working()) {
      busy = true;
      timer.refresh();
      return;
    }
    if (busy) {
      busy = false;
      rounds = 0;
    }
    if (rounds >= IDLE_TRIM_ROUNDS) return;
    collect();
    if (rounds === 0) release();
    rounds++;
    timer.refresh();
  }, IDLE_TRIM_QUIET_MS);
  timer.unref();
  return {
    touch() {
      busy = true;
      timer.refresh();
    },
    stop: () => clearTimeout(timer),
  };
}
