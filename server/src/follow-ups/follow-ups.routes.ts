import type { OwnerTimeZone, TypingSignalResponse } from "@contract/follow-ups";
import {
  correctFollowUpRequestSchema,
  type FollowUp,
  type FollowUpList,
  followUpQuerySchema,
  timeZoneRequestSchema,
  typingRequestSchema,
  type UnpromptedSettingsView,
  updateUnpromptedSettingsRequestSchema,
} from "@contract/follow-ups-schemas";
import { Hono } from "hono";
import { listPersonalities } from "../personas";
import type { Clock } from "../platform/clock";
import type { Db } from "../platform/db/connection";
import { AppError } from "../platform/errors";
import { idParam } from "../platform/http/id-param";
import { validate } from "../platform/http/validate";
import { loggable } from "../platform/scrub-secrets";
import {
  canWriteFirst,
  ownerTimeZone,
  recordArrival,
  setOwnerTimeZone,
  unpromptedSettingsView,
  updateUnpromptedSettings,
} from "./settings";
import { cancelFollowUp, correctFollowUp, listFollowUps } from "./store";
import type { WriteFirst } from "./write-first";

/**
 * Issue 30: /api/follow-ups (the owner sees, corrects and cancels what personalities will ask about),
 * /api/unprompted/settings (whether and how often they write first), /api/owner/time-zone (the browser's zone, sent
 * when the app opens) and /api/presence/typing (the composer's light typing signal).
 */
export function followUpRoutes({ db, clock, writeFirst }: { db: Db; clock: Clock; writeFirst: Pick<WriteFirst, "run" | "presence"> }) {
  const app = new Hono();

  app.get("/follow-ups", validate("query", followUpQuerySchema), (c) =>
    c.json<FollowUpList>({ followUps: listFollowUps(db, c.req.valid("query")) }),
  );
  app.patch("/follow-ups/:id", idParam, validate("json", correctFollowUpRequestSchema), (c) =>
    c.json<FollowUp>(correctFollowUp(db, clock, c.req.valid("param").id, c.req.valid("json"))),
  );
  app.post("/follow-ups/:id/cancel", idParam, (c) => c.json<FollowUp>(cancelFollowUp(db, clock, c.req.valid("param").id)));

  app.get("/unprompted/settings", (c) => c.json<UnpromptedSettingsView>(unpromptedSettingsView(db)));
  app.patch("/unprompted/settings", validate("json", updateUnpromptedSettingsRequestSchema), (c) => {
    const change = c.req.valid("json");
    const known = new Set<string>(listPersonalities(db).map((p) => p.name));
    const unknown = Object.keys(change.personalities ?? {}).find((name) => !known.has(name) || !canWriteFirst(name));
    if (unknown) throw new AppError("bad_request", `personalities: ${unknown} does not write first`);
    return c.json<UnpromptedSettingsView>(updateUnpromptedSettings(db, clock, change));
  });

  app.get("/owner/time-zone", (c) => c.json<OwnerTimeZone>({ timeZone: ownerTimeZone(db) }));
  app.put("/owner/time-zone", validate("json", timeZoneRequestSchema), (c) => {
    const timeZone = setOwnerTimeZone(db, clock, c.req.valid("json").timeZone);
    // The owner has come by (no greeting today); what is due is looked at now rather than at the next tick.
    recordArrival(db, clock);
    writeFirst.run().catch((error) => console.error("Writing first failed", loggable(error)));
    return c.json<OwnerTimeZone>({ timeZone });
  });

  app.post("/presence/typing", validate("json", typingRequestSchema), (c) => {
    writeFirst.presence.typing();
    return c.json<TypingSignalResponse>({ ok: true });
  });
  return app;
}
