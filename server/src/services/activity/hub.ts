import type { ActivityEvent } from "@contract/activity";

type Listener = (event: ActivityEvent) => void;

/** What ended while the owner may not be watching; the pages listen over SSE and turn it into notifications. */
export function createActivityHub() {
  const listeners = new Set<Listener>();
  return {
    publish(event: ActivityEvent) {
      for (const listener of listeners) listener(event);
    },
    subscribe(listener: Listener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
export type ActivityHub = ReturnType<typeof createActivityHub>;
