import { registerSW } from "virtual:pwa-register";
import { toast } from "@/components/ui/toast-store";

/**
 * Registers the service worker (after the first drawing). A new version waits: the owner is told it is ready, and it
 * takes over when the page goes away (a reload, or the app closed), never in the middle of a turn.
 */
export function registerServiceWorker(): void {
  let applyOnLeave = false;
  const update = registerSW({
    immediate: true,
    onNeedRefresh() {
      if (applyOnLeave) return;
      applyOnLeave = true;
      toast({ title: "Update Ready", description: "A new version of the Citadel applies when you next reload." });
    },
    // When another tab lets the new version take over, this page is not reloaded under the owner's hands.
    onNeedReload() {},
  });
  window.addEventListener("pagehide", () => {
    // Tells the waiting worker to take over; the page is not reloaded by it.
    if (applyOnLeave) void update(false);
  });
}
