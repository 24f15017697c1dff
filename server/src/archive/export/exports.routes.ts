import { createReadStream, createWriteStream, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import {
  type ConversationSummary,
  type ExportRecord,
  exportRequestSchema,
  IMPORT_MAX_BYTES,
  type ImportReport,
  SEARCH_MAX_CHARS,
} from "@contract/export";
import type { Done } from "@contract/status";
import { Hono } from "hono";
import { z } from "zod";
import type { Clock } from "../../platform/clock";
import type { Db } from "../../platform/db/connection";
import { AppError } from "../../platform/errors";
import { idParam } from "../../platform/http/id-param";
import { validate } from "../../platform/http/validate";
import { importArchive } from "../import/import-archive";
import { searchConversations } from "./conversations";
import type { Exports } from "./exports";

const CONTENT_TYPES = { txt: "text/plain; charset=utf-8", json: "application/json", zip: "application/zip" } as const;

/** Copies an upload to a file of its own, refusing it past the limit while it streams. */
async function saveUpload(body: ReadableStream<Uint8Array> | null, file: string): Promise<void> {
  if (!body) throw new AppError("bad_request", "Choose a Citadel export archive (.zip) to import");
  let seen = 0;
  const limit = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      if (seen > IMPORT_MAX_BYTES) done(new AppError("payload_too_large", "The archive is too large to import"));
      else done(null, chunk);
    },
  });
  await pipeline(Readable.fromWeb(body as import("node:stream/web").ReadableStream), limit, createWriteStream(file));
}

/** Export (001 §2): the conversations to choose from, exports built on the server, the Archive, and imports. */
export function exportRoutes(deps: { db: Db; clock: Clock; exports: Exports }) {
  const app = new Hono();
  let importing = false;

  app.get(
    "/exports/conversations",
    validate("query", z.object({ q: z.string().max(SEARCH_MAX_CHARS, `Search for at most ${SEARCH_MAX_CHARS} characters`).optional() })),
    (c) => c.json<ConversationSummary[]>(searchConversations(deps.db, c.req.valid("query").q ?? "")),
  );
  app.get("/exports", (c) => c.json<ExportRecord[]>(deps.exports.list()));
  app.post("/exports", validate("json", exportRequestSchema), (c) => c.json<ExportRecord>(deps.exports.start(c.req.valid("json")), 202));
  app.get("/exports/:id", idParam, (c) => c.json<ExportRecord>(deps.exports.get(c.req.valid("param").id)));
  app.get("/exports/:id/file", idParam, (c) => {
    const { file, name, bytes } = deps.exports.download(c.req.valid("param").id);
    const format = path.extname(name).slice(1) as keyof typeof CONTENT_TYPES;
    return new Response(Readable.toWeb(createReadStream(file)) as ReadableStream, {
      headers: {
        "content-type": CONTENT_TYPES[format] ?? "application/octet-stream",
        "content-length": String(bytes),
        "content-disposition": `attachment; filename="${name}"`,
        "cache-control": "no-store",
      },
    });
  });
  app.delete("/exports/:id", idParam, (c) => {
    deps.exports.remove(c.req.valid("param").id);
    return c.json<Done>({ success: true });
  });

  app.post("/imports", async (c) => {
    if (importing) throw new AppError("conflict", "An import is already running; wait for it to finish");
    importing = true;
    const dir = mkdtempSync(path.join(os.tmpdir(), "citadel-import-"));
    try {
      const file = path.join(dir, "archive.zip");
      await saveUpload(c.req.raw.body, file);
      return c.json<ImportReport>(await importArchive(deps.db, deps.clock, file));
    } finally {
      importing = false;
      rmSync(dir, { recursive: true, force: true });
    }
  });
  return app;
}
