import { Hono } from "hono";
import type { AppDeps } from "../app-deps";
import type { AwakenResponse } from "../../../contract/personalities";
import { awakenPersonality, listPersonalities } from "../services/personalities";

export function personalityRoutes({ db, clock }: AppDeps) {
  const app = new Hono();
  app.get("/", (c) => c.json(listPersonalities(db)));
  app.post("/:name/awaken", (c) => {
    const personality = awakenPersonality(db, clock, c.req.param("name"));
    return c.json<AwakenResponse>({ success: true, message: `${personality.title} is awakened`, personality });
  });
  return app;
}
