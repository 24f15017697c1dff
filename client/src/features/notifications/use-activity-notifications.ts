import { ACTIVITY_EVENTS_PATH, activityEventSchema } from "@contract/activity";
import { useEffect } from "react";
import { useLocation } from "wouter";
import { notificationOf, shouldNotify } from "./logic/notification-content";
import { notificationsOn, useNotifySettings } from "./logic/notify-settings";

/** Shows a notification through the service worker (so tapping it works with the page closed), else the page's own. */
async function show(title: string, options: NotificationOptions) {
  const registration = "serviceWorker" in navigator ? await navigator.serviceWorker.getRegistration() : undefined;
  if (registration) await registration.showNotification(title, options);
  else new Notification(title, options).onclick = () => window.focus();
}

/**
 * While notifications are on: listens to what the Citadel finishes (exchanges, councils, scheduled backups) and tells
 * the owner of what they are not watching. A tapped notification brings the app to that page.
 */
export function useActivityNotifications() {
  const settings = useNotifySettings();
  const on = notificationsOn(settings);
  const { withText } = settings;
  const [, navigate] = useLocation();

  useEffect(() => {
    if (!on) return;
    const source = new EventSource(ACTIVITY_EVENTS_PATH);
    source.addEventListener("activity", (e) => {
      const parsed = activityEventSchema.safeParse(JSON.parse((e as MessageEvent<string>).data));
      if (!parsed.success) return;
      if (!shouldNotify(parsed.data, { hidden: document.visibilityState === "hidden", path: window.location.pathname })) return;
      const { title, options } = notificationOf(parsed.data, withText);
      void show(title, options).catch(() => {});
    });
    return () => source.close();
  }, [on, withText]);

  useEffect(() => {
    if (!("serviceWorker" in navigator)) return;
    const open = (e: MessageEvent) => {
      const data = e.data as { type?: string; url?: string } | null;
      if (data?.type === "OPEN" && typeof data.url === "string" && data.url.startsWith("/")) navigate(data.url);
    };
    navigator.serviceWorker.addEventListener("message", open);
    return () => navigator.serviceWorker.removeEventListener("message", open);
  }, [navigate]);
}
