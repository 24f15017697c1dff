import type { ConsciousnessModeState } from "@contract/consciousness";
import { setConsciousnessModeRequestSchema } from "@contract/consciousness-schemas";
import { Hono } from "hono";
import type { Clock } from "../platform/clock";
import type { Db } from "../platform/db/connection";
import { validate } from "../platform/http/validate";
import { getConsciousnessMode, setConsciousnessMode } from "./consciousness-mode";

/** GET and PUT /api/consciousness-mode: one mode for every tab and device. */
export function consciousnessRoutes({ db, clock }: { db: Db; clock: Clock }) {
  const app = new Hono();
  app.get("/consciousness-mode", (c) => c.json<ConsciousnessModeState>(getConsciousnessMode(db)));
  app.put("/consciousness-mode", validate("json", setConsciousnessModeRequestSchema), (c) =>
    c.json<ConsciousnessModeState>(setConsciousnessMode(db, clock, c.req.valid("json").mode)),
  );
  return app;
}
