import { type CorePromptResponse, corePromptSchema } from "@contract/memory-schemas";
import type { AwakenResponse, Personality } from "@contract/personalities";
import { Hono } from "hono";
import type { Clock } from "../platform/clock";
import type { Db } from "../platform/db/connection";
import { validate } from "../platform/http/validate";
import { readCorePrompt, writeCorePrompt } from "./core-prompt";
import { awakenPersonality, getPersonality, listPersonalities } from "./personalities";

export function personalityRoutes({ db, clock }: { db: Db; clock: Clock }) {
  const app = new Hono();
  app.get("/", (c) => c.json<Personality[]>(listPersonalities(db)));
  app.post("/:name/awaken", (c) => {
    const personality = awakenPersonality(db, clock, c.req.param("name"));
    return c.json<AwakenResponse>({ success: true, message: `${personality.title} is awakened`, personality });
  });
  // The owner's standing instructions to one personality, sent with each of its turns.
  app.get("/:name/core-prompt", (c) => {
    const personality = getPersonality(db, c.req.param("name"));
    return c.json<CorePromptResponse>({ corePrompt: readCorePrompt(db, personality.name) ?? "" });
  });
  app.put("/:name/core-prompt", validate("json", corePromptSchema), (c) => {
    const personality = getPersonality(db, c.req.param("name"));
    return c.json<CorePromptResponse>({ corePrompt: writeCorePrompt(db, clock, personality.name, c.req.valid("json").corePrompt) });
  });
  return app;
}
