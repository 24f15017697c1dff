import { useEffect } from "react";
import { putTimeZone } from "../api/put-time-zone";

const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * Tells the server the owner's time zone, as this browser has it, when the app starts (after sign-in too) and when
 * the app comes back into view in another zone, so follow-ups are read and asked in the owner's own hours. Telling
 * it is also how the server knows the owner came by today.
 */
export function useReportTimeZone() {
  useEffect(() => {
    let sent: string | null = null;
    const report = () => {
      const zone = browserZone();
      if (!zone || zone === sent) return;
      sent = zone;
      putTimeZone(zone).catch(() => {
        sent = null;
      });
    };
    report();
    const onVisible = () => {
      if (document.visibilityState === "visible") report();
    };
    document.addEventListener("visibilitychange", onVisible);
    return () => document.removeEventListener("visibilitychange", onVisible);
  }, []);
}
