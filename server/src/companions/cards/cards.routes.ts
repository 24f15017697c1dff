import { CARD_EXPORT_FORMATS, CARD_MAX_BYTES, type CardImportReport } from "@contract/cards";
import { Hono } from "hono";
import { z } from "zod";
import type { Clock } from "../../platform/clock";
import type { Db } from "../../platform/db/connection";
import { limitBody } from "../../platform/http/body-limit";
import { validate } from "../../platform/http/validate";
import { exportCard, importCard } from "./card-files";

const exportQuery = z.object({ format: z.enum(CARD_EXPORT_FORMATS, { message: "format is png or json" }).default("png") });

/**
 * Character cards (issue 31). POST /api/cards/import: a card file (PNG, JSON or CHARX) as the raw body, at most 20 MB;
 * answers the import report. GET /api/cards/:name?format=png|json: a companion or one of the seeds' five as a card.
 */
export function cardRoutes({ db, clock }: { db: Db; clock: Clock }) {
  const app = new Hono();
  app.post("/import", limitBody(CARD_MAX_BYTES, "The character card is larger than 20 MB"), async (c) => {
    const bytes = Buffer.from(await c.req.arrayBuffer());
    return c.json<CardImportReport>(importCard(db, clock, bytes), 201);
  });
  app.get("/:name", validate("query", exportQuery), (c) => {
    const file = exportCard(db, c.req.param("name"), c.req.valid("query").format);
    c.header("Content-Type", file.mediaType);
    c.header("Content-Disposition", `attachment; filename="${file.fileName}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`);
    return c.body(new Uint8Array(file.bytes));
  });
  return app;
}
