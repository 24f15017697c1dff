import type { ActivityEvent } from "@contract/activity";

type Listener = (event: ActivityEvent) => void;

/**
 * What ended while the owner may not be watching; the pages listen over SSE (as watchers) and turn it into
 * notifications, and Web Push tells the owner's devices while no page watches.
 */
export function createActivityHub() {
  const listeners = new Set<Listener>();
  let watching = 0;
  const subscribe = (listener: Listener): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  return {
    publish(event: ActivityEvent) {
      for (const listener of listeners) listener(event);
    },
    subscribe,
    /** A page of the app listening (the activity stream): counted, so push knows the app is open. */
    watch(listener: Listener): () => void {
      const unsubscribe = subscribe(listener);
      let open = true;
      watching++;
      return () => {
        if (!open) return;
        open = false;
        watching--;
        unsubscribe();
      };
    },
    watchers: () => watching,
  };
}
export type ActivityHub = ReturnType<typeof createActivityHub>;
