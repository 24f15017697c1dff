import { type Owner, ownerSchema } from "@contract/owner";
import { Hono } from "hono";
import type { Clock } from "../platform/clock";
import type { Db } from "../platform/db/connection";
import { validate } from "../platform/http/validate";
import { writeSetting } from "../platform/settings";
import { OWNER_NAME_KEY, ownerName } from "./owner";

export function ownerRoutes({ db, clock }: { db: Db; clock: Clock }) {
  const app = new Hono();
  app.get("/", (c) => c.json<Owner>({ name: ownerName(db) }));
  app.put("/", validate("json", ownerSchema), (c) => {
    const { name } = c.req.valid("json");
    writeSetting(db, clock, OWNER_NAME_KEY, name);
    return c.json<Owner>({ name });
  });
  return app;
}
