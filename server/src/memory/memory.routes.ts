import {
  activeCore,
  type ClearCoreResponse,
  exportFileName,
  type MemoryDeleted,
  type MemoryItemsResponse,
  type MemoryListItem,
  type MemoryPanelStats,
} from "@contract/memory";
import { type NotesWritten, OLDER_NOTES_TEXT, type OlderNotesOffer, type OlderNotesWritten } from "@contract/memory-notes";
import {
  clearCoreRequestSchema,
  exportQuerySchema,
  memoryItemPatchSchema,
  memoryItemsQuerySchema,
  olderNotesRequestSchema,
} from "@contract/memory-schemas";
import { Hono } from "hono";
import { stream } from "hono/streaming";
import { getConsciousnessMode, getPersonality } from "../personas";
import { AppError } from "../platform/errors";
import { idParam } from "../platform/http/id-param";
import { validate } from "../platform/http/validate";
import { clearCore } from "./clear";
import { memoryPanelStats } from "./cores/stats";
import { memoryExportChunks } from "./export";
import { deleteMemory, patchMemory } from "./item-edits";
import { listMemoryItems } from "./items";
import { type NotesDeps, writeNotesOnce } from "./notes/notes-writer";
import { olderNotesOffer } from "./notes/older-notes";

/**
 * /api/memory/:name/...: the privacy panel's stats, export and clear, and the "Attach Memory" picker; /api/memory/items/:id:
 * the owner corrects, pins or deletes one memory (issue 28); /api/memory/notes/write: memory notes written now;
 * /api/memory/notes/older: what was said before notes began, noted when the owner agrees to who writes them (issue 39).
 */
/** A backup taken before a core is cleared (the archive domain, above memory, takes it). */
type BackupBeforeClearing = { create(type: "manual", reason: string): Promise<unknown> };

export function memoryRoutes({ db, clock, backups, providers }: NotesDeps & { backups: BackupBeforeClearing }) {
  const app = new Hono();

  // The owner asks for notes now: every chat's new owner messages are noted, quiet or not (issue 28).
  app.post("/notes/write", async (c) => c.json<NotesWritten>({ written: await writeNotesOnce({ db, clock, providers }, { force: true }) }));

  // Older conversations: what waits, and who would write the notes (the model, its server), for the owner to agree to.
  app.get("/notes/older", (c) => c.json<OlderNotesOffer>(olderNotesOffer(db, providers)));
  app.post("/notes/older", validate("json", olderNotesRequestSchema), async (c) => {
    const agreed = c.req.valid("json");
    const { conversations, writer } = olderNotesOffer(db, providers);
    if (writer.provider !== agreed.provider || writer.model !== agreed.model)
      throw new AppError("conflict", OLDER_NOTES_TEXT.writerChanged);
    const written = await writeNotesOnce({ db, clock, providers }, { older: true, agreed });
    return c.json<OlderNotesWritten>({ written, conversations: conversations.length });
  });

  app.get("/:name/stats", (c) => {
    const personality = getPersonality(db, c.req.param("name"));
    return c.json<MemoryPanelStats>(memoryPanelStats(db, personality.id, getConsciousnessMode(db).mode));
  });

  app.get("/:name/export", validate("query", exportQuerySchema), (c) => {
    const personality = getPersonality(db, c.req.param("name"));
    const scope = c.req.valid("query").core;
    const now = clock.now();
    c.header("Content-Type", "application/json; charset=utf-8");
    c.header("Content-Disposition", `attachment; filename="${exportFileName(personality.name, scope, now)}"`);
    const chunks = memoryExportChunks(db, personality, scope, now.toISOString());
    return stream(c, async (out) => {
      for (const chunk of chunks) await out.write(chunk);
    });
  });

  app.post("/:name/clear", validate("json", clearCoreRequestSchema), async (c) => {
    const personality = getPersonality(db, c.req.param("name"));
    const { core, confirm } = c.req.valid("json");
    // Confirmed clears are backed up first: a core emptied by mistake can come back from /restore.
    if (confirm === true) await backups.create("manual", `Before clearing ${personality.title}'s ${core} core`);
    const removed = clearCore(db, clock, personality.id, core, confirm);
    return c.json<ClearCoreResponse>({ success: true, core, removed });
  });

  app.get("/:name/items", validate("query", memoryItemsQuerySchema), (c) => {
    const personality = getPersonality(db, c.req.param("name"));
    const query = c.req.valid("query");
    const core = query.core ?? activeCore(getConsciousnessMode(db).mode);
    return c.json<MemoryItemsResponse>(listMemoryItems(db, personality.id, { ...query, core }));
  });

  app.patch("/items/:id", idParam, validate("json", memoryItemPatchSchema), (c) =>
    c.json<MemoryListItem>(patchMemory(db, c.req.valid("param").id, c.req.valid("json"))),
  );

  app.delete("/items/:id", idParam, (c) => {
    const { id } = c.req.valid("param");
    deleteMemory(db, id);
    return c.json<MemoryDeleted>({ deleted: true, id });
  });

  return app;
}
