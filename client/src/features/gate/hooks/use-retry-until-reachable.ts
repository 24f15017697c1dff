import { useEffect, useRef } from "react";
import { backoffMs } from "../logic/backoff";

/**
 * While `failing`, tries again by itself: at once when the browser says it is back online, and meanwhile after a
 * growing wait (1 s, 2 s, 4 s … 30 s), so a Citadel that could not be reached opens as soon as it can be, with no
 * press of Try again. Stops once it no longer fails.
 */
export function useRetryUntilReachable(failing: boolean, retry: () => unknown): void {
  const latest = useRef(retry);
  latest.current = retry;
  useEffect(() => {
    if (!failing) return;
    let attempt = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = () => {
      timer = setTimeout(() => {
        attempt += 1;
        void latest.current();
        schedule();
      }, backoffMs(attempt));
    };
    const online = () => {
      clearTimeout(timer);
      attempt = 0;
      void latest.current();
      schedule();
    };
    schedule();
    window.addEventListener("online", online);
    return () => {
      clearTimeout(timer);
      window.removeEventListener("online", online);
    };
  }, [failing]);
}
