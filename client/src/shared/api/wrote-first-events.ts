import { ACTIVITY_EVENTS_PATH, type ActivityEvent, activityEventSchema } from "@contract/activity";
import { useEffect } from "react";
import { listenEvents } from "@/lib/api/event-stream";
import { useLatest } from "@/shared/conversation/hooks/use-latest";

type Listener = (event: ActivityEvent) => void;
const listeners = new Set<Listener>();
let close: (() => void) | null = null;

/** One activity stream for every part of the page that follows it, open while any of them listens. */
function subscribe(listener: Listener): () => void {
  // A page drawn where there is no EventSource (the server's drawing, a test's DOM) simply does not follow.
  if (typeof EventSource === "undefined") return () => {};
  listeners.add(listener);
  close ??= listenEvents(ACTIVITY_EVENTS_PATH, {
    activity: (data) => {
      const parsed = activityEventSchema.safeParse(data);
      if (parsed.success && parsed.data.kind === "personality-wrote-first") for (const l of listeners) l(parsed.data);
    },
  });
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      close?.();
      close = null;
    }
  };
}

/** Called when a personality wrote first (issue 30), from the activity stream: the chat shows it, the lists move on. */
export function useWroteFirst(onWrote: (event: ActivityEvent) => void) {
  const latest = useLatest(onWrote);
  useEffect(() => subscribe((event) => latest.current(event)), [latest]);
}
