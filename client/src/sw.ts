/// <reference lib="webworker" />
// The service worker (issue 18): the app's code, styles, fonts and portraits are precached, so a reopened app paints
// at once; the conversation never comes from a cache. Built by vite-plugin-pwa (injectManifest) with Workbox.
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from "workbox-precaching";
import { NavigationRoute, registerRoute } from "workbox-routing";

declare const self: ServiceWorkerGlobalScope;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

/**
 * Pages come from the server, which draws them with the owner's latest data. Only when the server cannot be reached is
 * the precached shell shown (it holds no data: the app then says it is offline). API calls have no route here, so they
 * always go to the network.
 */
registerRoute(
  new NavigationRoute(
    async ({ request }) => {
      try {
        return await fetch(request);
      } catch {
        return (await matchPrecache("/index.html")) ?? Response.error();
      }
    },
    { denylist: [/^\/api\//] },
  ),
);

// A new version waits until the page says it may take over (when the owner reloads), never in the middle of a turn.
self.addEventListener("message", (event) => {
  if ((event.data as { type?: string } | null)?.type === "SKIP_WAITING") void self.skipWaiting();
});

/**
 * Tapping a notification opens the page it is about: an open Citadel window is brought forward and told where to go
 * (it moves there without reloading), else a new window opens on that page.
 */
self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const path = (event.notification.data as { url?: string } | null)?.url ?? "/";
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
      const open = windows[0];
      if (open) {
        open.postMessage({ type: "OPEN", url: path });
        await open.focus();
      } else {
        await self.clients.openWindow(new URL(path, self.location.origin).href);
      }
    })(),
  );
});
