import { FIRST_PAGE } from "@contract/first-page";
import { useSyncExternalStore } from "react";

/** Whether this drawing continues one the server made: on the server itself, and in a browser given a drawn page. */
export const drawnByServer = (): boolean =>
  typeof document === "undefined" || document.documentElement.hasAttribute(FIRST_PAGE.drawnAttribute);

const noChanges = () => () => {};

/**
 * False on the server and while the browser takes over the server's drawing (hydration), true after. What depends on
 * this browser (its time zone, locale, stored preferences) is drawn from then on, so the two drawings agree.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
