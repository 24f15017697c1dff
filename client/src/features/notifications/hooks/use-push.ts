import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState, useSyncExternalStore } from "react";
import { deletePushSubscription } from "../api/delete-push-subscription";
import { pushStateKey, usePushState } from "../api/get-push-state";
import { savePushSubscription } from "../api/save-push-subscription";
import { notificationsOn, turnOnNotifications, useNotifySettings } from "../logic/notify-settings";
import { keyBytes, madeWithKey, subscriptionRequest } from "../logic/push-subscription";

/** This device's push: not possible here, being read or changed, off, or on. */
export type PushStatus = "unsupported" | "checking" | "busy" | "off" | "on";

const supported = () =>
  typeof window !== "undefined" && "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;
/** Whether this browser can push never changes while the page is open. */
const unchanging = () => () => {};

/** The service worker's push manager (the worker registers after the first drawing; it is there by the time anyone presses). */
async function pushManager(): Promise<PushManager> {
  const registration = await navigator.serviceWorker.getRegistration();
  if (!registration) throw new Error("The service worker is not running yet: reload the page and try again");
  return registration.pushManager;
}

/**
 * Web Push on this device (issue 30): allowed from the admin page (the browser's permission asked then, notifications
 * turned on with it), subscribed with the server's key and saved; turned off by deleting it on both sides. At load,
 * a subscription the browser holds is saved again (the server may have dropped it), or, made with an older key,
 * undone.
 */
export function usePush() {
  const settings = useNotifySettings();
  // The server cannot know the browser: its drawing says "checking", as the browser's first render must (else the two
  // differ when the page is taken over); "unsupported" shows only once the browser has said so.
  const canPush = useSyncExternalStore(unchanging, supported, () => true);
  const { data: server } = usePushState(canPush);
  const [state, setStatus] = useState<PushStatus>("checking");
  const status: PushStatus = canPush ? state : "unsupported";
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: pushStateKey });
  const publicKey = server?.publicKey;
  const { withText } = settings;

  // biome-ignore lint/correctness/useExhaustiveDependencies: read once per key; the text choice is saved when it changes
  useEffect(() => {
    if (!canPush || !publicKey) return;
    let live = true;
    const settle = (next: PushStatus) => live && setStatus(next);
    void (async () => {
      const subscription = await (await pushManager()).getSubscription();
      if (!subscription) return settle("off");
      if (!madeWithKey(subscription.options.applicationServerKey, publicKey)) {
        await subscription.unsubscribe();
        return settle("off");
      }
      await savePushSubscription(subscriptionRequest(subscription.toJSON(), withText));
      settle("on");
    })().catch(() => settle("off"));
    return () => {
      live = false;
    };
  }, [canPush, publicKey]);

  async function turnOn(): Promise<"on" | "blocked"> {
    if (!publicKey) throw new Error("The Citadel's push key is not loaded yet");
    setStatus("busy");
    try {
      if (!notificationsOn(settings) && (await turnOnNotifications()) !== "granted") {
        setStatus("off");
        return "blocked";
      }
      const manager = await pushManager();
      const subscription = await manager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) });
      await savePushSubscription(subscriptionRequest(subscription.toJSON(), withText));
      setStatus("on");
      return "on";
    } catch (error) {
      setStatus("off");
      throw error;
    } finally {
      refresh();
    }
  }

  async function turnOff(): Promise<void> {
    setStatus("busy");
    try {
      const subscription = await (await pushManager()).getSubscription();
      if (subscription) {
        await deletePushSubscription(subscription.endpoint);
        await subscription.unsubscribe();
      }
    } finally {
      setStatus("off");
      refresh();
    }
  }

  /** The device's choice of message text, told to the server with its subscription. */
  async function saveText(next: boolean): Promise<void> {
    if (status !== "on") return;
    const subscription = await (await pushManager()).getSubscription();
    if (subscription) await savePushSubscription(subscriptionRequest(subscription.toJSON(), next));
  }

  return { status, devices: server?.devices ?? 0, turnOn, turnOff, saveText };
}
export type PushControls = ReturnType<typeof usePush>;
