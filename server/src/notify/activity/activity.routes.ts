import type { ActivityEvent } from "@contract/activity";
import { Hono } from "hono";
import { streamSSE } from "hono/streaming";
import type { ActivityHub } from "./hub";

/** GET /api/activity/events: what ended while the owner may be elsewhere (exchanges, councils, scheduled backups). */
export function activityRoutes(deps: { activity: ActivityHub }) {
  const app = new Hono();
  app.get("/events", (c) =>
    streamSSE(c, async (stream) => {
      const unsubscribe = deps.activity.watch((e: ActivityEvent) => void stream.writeSSE({ event: "activity", data: JSON.stringify(e) }));
      // A comment now and then keeps proxies from closing a quiet stream.
      const keepAlive = setInterval(() => void stream.write(": keep-alive\n\n"), 15_000);
      await stream.write(": listening\n\n");
      await new Promise<void>((resolve) => stream.onAbort(resolve));
      clearInterval(keepAlive);
      unsubscribe();
    }),
  );
  return app;
}
