import { NOTIFY_ENABLED_STORAGE_KEY, NOTIFY_TEXT_STORAGE_KEY } from "@contract/activity";
import { useSyncExternalStore } from "react";
import { readStored, writeStored } from "@/lib/storage";

/** The owner's notification choices on this device: on or off, and whether conversation words may show. */
export type NotifySettings = { permission: NotificationPermission | "unsupported"; enabled: boolean; withText: boolean };

const CHANGED = "citadel:notify-settings";
const supported = () => typeof window !== "undefined" && "Notification" in window;

let cached: NotifySettings | null = null;
function read(): NotifySettings {
  const next: NotifySettings = {
    permission: supported() ? Notification.permission : "unsupported",
    enabled: readStored(NOTIFY_ENABLED_STORAGE_KEY) === "on",
    withText: readStored(NOTIFY_TEXT_STORAGE_KEY) === "on",
  };
  // The same object while nothing changed, as useSyncExternalStore needs.
  if (!cached || cached.permission !== next.permission || cached.enabled !== next.enabled || cached.withText !== next.withText)
    cached = next;
  return cached;
}
const SERVER: NotifySettings = { permission: "unsupported", enabled: false, withText: false };

function subscribe(onChange: () => void) {
  window.addEventListener(CHANGED, onChange);
  window.addEventListener("storage", onChange);
  return () => {
    window.removeEventListener(CHANGED, onChange);
    window.removeEventListener("storage", onChange);
  };
}

export const useNotifySettings = () => useSyncExternalStore(subscribe, read, () => SERVER);
export const notificationsOn = (s: NotifySettings) => s.enabled && s.permission === "granted";

export function saveNotifySettings(change: Partial<Pick<NotifySettings, "enabled" | "withText">>) {
  if (change.enabled !== undefined) writeStored(NOTIFY_ENABLED_STORAGE_KEY, change.enabled ? "on" : null);
  if (change.withText !== undefined) writeStored(NOTIFY_TEXT_STORAGE_KEY, change.withText ? "on" : null);
  window.dispatchEvent(new Event(CHANGED));
}

/** Asks the browser's permission (only ever from the owner's press of a button), then turns notifications on. */
export async function turnOnNotifications(): Promise<NotificationPermission> {
  const permission = await Notification.requestPermission();
  saveNotifySettings({ enabled: permission === "granted" });
  return permission;
}
