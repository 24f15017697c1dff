// The first script of the page, loaded before the app's modules and run at once: a browser that was signed in last
// time asks for the session and the first page's data now, so the answers are there when the app's code has loaded
// (client/src/lib/early-requests.ts hands them to it). Built on its own as a classic script (see vite.config.ts).
import { STORAGE_KEYS } from "@contract/constants";
import { firstRequests } from "./app/first-requests";
import { startEarly } from "./lib/early-requests";

try {
  if (window.localStorage.getItem(STORAGE_KEYS.access) === "true") {
    startEarly(firstRequests(window.location.pathname));
    // The first date a page formats makes the browser load its locale data, which takes tens of milliseconds: done
    // now, while the app's code is still on its way, not in the middle of drawing the conversation's times.
    setTimeout(() => new Intl.DateTimeFormat(undefined, { hour: "2-digit", minute: "2-digit" }).format(0), 0);
  }
} catch {
  // No storage (private mode) or no fetch: the app reads everything itself.
}
