import { type ImportReport, SILLYTAVERN_IMPORT_PATH, SILLYTAVERN_MAX_BYTES } from "@contract/export";
import { legacyImportRequestSchema } from "@contract/legacy";
import { Hono } from "hono";
import { z } from "zod";
import { getPersonality } from "../../personas";
import type { Clock } from "../../platform/clock";
import type { Db } from "../../platform/db/connection";
import { AppError } from "../../platform/errors";
import { validate } from "../../platform/http/validate";
import { moveIn } from "./move-in";
import { importSillyTavern } from "./sillytavern";

const sillyTavernQuery = z.object({
  // Any personality's route name: a seed's, or a companion's slug ("anna-lise"); getPersonality says whether it exists.
  personality: z.string().regex(/^[a-z0-9-]{1,40}$/, "Choose the personality whose chat receives it"),
  /** The browser's Date.getTimezoneOffset(), to read the file's local times. */
  offset: z.coerce.number().int().min(-900).max(900).default(0),
});

/** Moving in: the old app's browser storage, and SillyTavern chat files. */
export function legacyRoutes(deps: { db: Db; clock: Clock }) {
  const app = new Hono();
  app.post("/legacy-import", validate("json", legacyImportRequestSchema), async (c) =>
    c.json<ImportReport>(await moveIn(deps.db, deps.clock, c.req.valid("json").entries)),
  );
  app.post(SILLYTAVERN_IMPORT_PATH.replace(/^\/api/, ""), validate("query", sillyTavernQuery), async (c) => {
    const { personality, offset } = c.req.valid("query");
    getPersonality(deps.db, personality);
    const text = await c.req.text();
    if (Buffer.byteLength(text) > SILLYTAVERN_MAX_BYTES) throw new AppError("payload_too_large", "The chat file is too large to import");
    if (!text.trim()) throw new AppError("bad_request", "The chat file is empty");
    return c.json<ImportReport>(await importSillyTavern(deps.db, deps.clock, personality, text, offset));
  });
  return app;
}
