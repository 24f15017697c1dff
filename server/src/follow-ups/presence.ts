import type { Clock } from "../platform/clock";

/**
 * Whether the owner is typing right now: the composer sends a light signal while they type (at most every 10 s).
 * Kept in memory only: after a restart nobody is typing.
 */
export function createPresence(clock: Clock) {
  let typingAt: number | null = null;
  return {
    typing() {
      typingAt = clock.now().getTime();
    },
    lastTypingAt: () => typingAt,
  };
}
export type Presence = ReturnType<typeof createPresence>;
