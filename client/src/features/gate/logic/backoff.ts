/** How long to wait before the next try to reach the Citadel: 1 s, then doubling, never more than 30 s. */
export const RECONNECT = { firstMs: 1000, maxMs: 30_000 } as const;

/** The wait before try number `attempt` (0 for the first). */
export function backoffMs(attempt: number): number {
  return Math.min(RECONNECT.maxMs, RECONNECT.firstMs * 2 ** Math.max(0, attempt));
}
