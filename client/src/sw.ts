/// <reference lib="webworker" />
// The service worker (issue 18): the app's code, styles, fonts and portraits are precached, so a reopened app paints
// at once; the conversation never comes from a cache. Built by vite-plugin-pwa (injectManifest) with Workbox.
import { isAppPath, NOTIFICATION_ICON, PUSH_FALLBACK, pushNotificationBody, readPushPayload } from "@contract/push-payload";
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

/** A push's data as JSON, or null (a push with no data, or not JSON). */
function pushedJson(data: PushMessageData | null): unknown {
  try {
    return data?.json() ?? null;
  } catch {
    return null;
  }
}

/**
 * Web Push (issue 30): the server pushes only while no page of the app is open. The notification shows the title,
 * who it is from and the counts, and the words only when this device allows them (the server left them out
 * otherwise). A push that is not ours still shows something: a browser requires every push to be seen.
 */
self.addEventListener("push", (event) => {
  const payload = readPushPayload(pushedJson(event.data));
  const title = payload?.title ?? PUSH_FALLBACK.title;
  event.waitUntil(
    self.registration.showNotification(title, {
      body: payload ? pushNotificationBody(payload) : PUSH_FALLBACK.body,
      tag: payload?.tag,
      icon: NOTIFICATION_ICON,
      data: { url: payload?.url ?? "/" },
    }),
  );
});

/**
 * Tapping a notification opens the page it is about: a Citadel window already there is brought forward, else an open
 * one is told where to go (it moves there without reloading) and brought forward, else a new window opens on that page.
 */
self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const path = (event.notification.data as { url?: string } | null)?.url ?? "/";
  const url = new URL(isAppPath(path) ? path : "/", self.location.origin).href;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
      const open = windows.find((w) => w.url === url) ?? windows[0];
      if (!open) {
        await self.clients.openWindow(url);
        return;
      }
      if (open.url !== url) open.postMessage({ type: "OPEN", url: new URL(url).pathname });
      await open.focus();
    })(),
  );
});
