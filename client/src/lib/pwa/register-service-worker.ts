import { registerSW } from "virtual:pwa-register";
import { toast } from "@/shared/ui/toast-store";

/**
 * Registers the service worker (after the first drawing). A new version waits: the owner is told it is ready, and it
 * takes over when the page goes away (a reload, or the app closed), never in the middle of a turn.
 */
export function registerServiceWorker(): void {
  let registration: ServiceWorkerRegistration | undefined;
  let announced = false;
  registerSW({
    immediate: true,
    onRegisteredSW(_url, r) {
      registration = r;
    },
    onNeedRefresh() {
      if (announced) return;
      announced = true;
      toast({ title: "Update Ready", description: "A new version of the Citadel applies when you next reload." });
    },
    // When another tab lets the new version take over, this page is not reloaded under the owner's hands.
    onNeedReload() {},
  });
  window.addEventListener("pagehide", () => {
    // Said at once (the page is going): the waiting version takes over for the next load.
    registration?.waiting?.postMessage({ type: "SKIP_WAITING" });
  });
}
