import {
  type Companion,
  createCompanionSchema,
  type DeleteCompanionResponse,
  deleteCompanionSchema,
  updateCompanionSchema,
} from "@contract/companions";
import { Hono } from "hono";
import type { Clock } from "../platform/clock";
import type { Db } from "../platform/db/connection";
import { validate } from "../platform/http/validate";
import {
  assertNotSeated,
  companionImage,
  createCompanion,
  deleteCompanion,
  getCompanion,
  listCompanions,
  updateCompanion,
} from "./companions";

/**
 * /api/companions: the owner's own companions (issue 31). Their chats, memories, journal and exchanges go through the
 * same routes as the seeds' (`/api/personalities/{slug}/...`); these create, edit, delete and show them.
 */
/** A backup taken before a companion is deleted (the archive domain, above companions, takes it). */
type BackupBeforeDeleting = { create(type: "manual", reason: string): Promise<{ id: number }> };

export function companionRoutes({ db, clock, backups }: { db: Db; clock: Clock; backups: BackupBeforeDeleting }) {
  const app = new Hono();
  app.get("/", (c) => c.json<Companion[]>(listCompanions(db)));
  app.post("/", validate("json", createCompanionSchema), (c) => c.json<Companion>(createCompanion(db, clock, c.req.valid("json")), 201));
  app.get("/:slug", (c) => c.json<Companion>(getCompanion(db, c.req.param("slug"))));
  app.patch("/:slug", validate("json", updateCompanionSchema), (c) =>
    c.json<Companion>(updateCompanion(db, clock, c.req.param("slug"), c.req.valid("json"))),
  );
  // Deleting asks (confirm: true) and keeps a backup first, as clearing a core does: a companion deleted by mistake
  // comes back from /restore.
  app.delete("/:slug", validate("json", deleteCompanionSchema), async (c) => {
    const companion = getCompanion(db, c.req.param("slug"));
    assertNotSeated(db, companion.slug, companion.name);
    const backup = await backups.create("manual", `Before deleting ${companion.name}`);
    deleteCompanion(db, companion.slug);
    return c.json<DeleteCompanionResponse>({ deleted: companion.slug, backupId: backup.id });
  });
  // Its portrait, re-encoded when stored, or its drawn emblem; the address changes with each portrait (?v=).
  app.get("/:slug/portrait", (c) => {
    const image = companionImage(db, c.req.param("slug"));
    c.header("Cache-Control", "private, max-age=31536000, immutable");
    c.header("Content-Type", image.mediaType);
    c.header("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'");
    return c.body(typeof image.body === "string" ? image.body : new Uint8Array(image.body));
  });
  return app;
}
