import { type PushState, pushSubscriptionRequestSchema, pushUnsubscribeRequestSchema } from "@contract/push";
import { Hono } from "hono";
import { validate } from "../../platform/http/validate";
import type { Push } from "./push";

/** Web Push: the key devices subscribe with, and the devices' subscriptions (saved, replaced, removed). */
export function pushRoutes({ push }: { push: Push }) {
  const app = new Hono();
  app.get("/", (c) => c.json<PushState>(push.state()));
  app.post("/subscriptions", validate("json", pushSubscriptionRequestSchema), (c) => c.json<PushState>(push.save(c.req.valid("json"))));
  app.delete("/subscriptions", validate("json", pushUnsubscribeRequestSchema), (c) =>
    c.json<PushState>(push.remove(c.req.valid("json").endpoint)),
  );
  return app;
}
