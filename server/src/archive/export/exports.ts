import { mkdirSync, readdirSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import { type ExportHolds, type ExportRecord, type ExportRequest, exportFileName } from "@contract/export";
import { desc, eq } from "drizzle-orm";
import type { Clock } from "../../platform/clock";
import type { Db } from "../../platform/db/connection";
import { exportsTable } from "../../platform/db/schema";
import { AppError } from "../../platform/errors";
import { buildExport } from "./build";
import { listConversations } from "./conversations";

export type ExportDeps = { db: Db; clock: Clock; dir: string };
type Row = typeof exportsTable.$inferSelect;

export const INTERRUPTED_EXPORT = "Interrupted when the Citadel stopped; export again";
/** Progress is written at most this often (in parts of the whole): a 100,000-line export makes about 50 writes. */
const PROGRESS_STEP = 0.02;

const toRecord = (row: Row): ExportRecord => ({
  id: row.id,
  name: row.name,
  scope: row.scope as ExportRecord["scope"],
  format: row.format as ExportRecord["format"],
  status: row.status as ExportRecord["status"],
  progress: row.progress,
  bytes: row.bytes,
  sha256: row.sha256,
  holds: (row.holds as ExportHolds | null) ?? null,
  error: row.error,
  createdAt: row.createdAt,
  finishedAt: row.finishedAt,
});

/**
 * Exports (001 §2 Export): each is built on the server into a file of DATA_DIR/exports, one after another, its
 * progress stored as it goes; the Archive lists them until removed. A restart marks one cut off as failed and removes
 * its partial file: nothing half-written is ever offered as an export.
 */
export function createExports(deps: ExportDeps) {
  const { db, clock, dir } = deps;
  mkdirSync(dir, { recursive: true });
  const fileOf = (row: Pick<Row, "id" | "name">) => path.join(dir, `${row.id}-${row.name}`);
  let queue: Promise<void> = Promise.resolve();

  function rowOf(id: number): Row {
    const row = db.select().from(exportsTable).where(eq(exportsTable.id, id)).get();
    if (!row) throw new AppError("not_found", `There is no export ${id}`);
    return row;
  }

  function recover() {
    db.update(exportsTable)
      .set({ status: "failed", error: INTERRUPTED_EXPORT, finishedAt: clock.now().toISOString() })
      .where(eq(exportsTable.status, "building"))
      .run();
    for (const name of readdirSync(dir)) if (name.endsWith(".partial")) rmSync(path.join(dir, name), { force: true });
  }

  async function build(id: number, request: ExportRequest) {
    const row = rowOf(id);
    const all = listConversations(db);
    const conversations = request.scope === "bulk" ? all : all.filter((c) => request.conversations.includes(c.id));
    let written = 0;
    try {
      const result = await buildExport(
        db,
        {
          scope: row.scope as "selection" | "bulk",
          format: row.format as ExportRecord["format"],
          conversations,
          exportedAt: row.createdAt,
        },
        fileOf(row),
        (done, total) => {
          const progress = done / total;
          if (progress - written < PROGRESS_STEP) return;
          written = progress;
          db.update(exportsTable).set({ progress }).where(eq(exportsTable.id, id)).run();
        },
      );
      db.update(exportsTable)
        .set({
          status: "ready",
          progress: 1,
          bytes: result.bytes,
          sha256: result.sha256,
          holds: result.holds,
          finishedAt: clock.now().toISOString(),
        })
        .where(eq(exportsTable.id, id))
        .run();
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      db.update(exportsTable)
        .set({ status: "failed", error: `The export could not be written: ${message}`, finishedAt: clock.now().toISOString() })
        .where(eq(exportsTable.id, id))
        .run();
    }
  }

  return {
    recover,
    list: (): ExportRecord[] => db.select().from(exportsTable).orderBy(desc(exportsTable.id)).all().map(toRecord),
    get: (id: number): ExportRecord => toRecord(rowOf(id)),

    /** Starts an export; it is built in the background (after any before it) and its record answers at once. */
    start(request: ExportRequest): ExportRecord {
      if (request.scope === "selection") {
        const known = new Set(listConversations(db).map((c) => c.id));
        const unknown = request.conversations.find((id) => !known.has(id));
        if (unknown) throw new AppError("bad_request", `There is no conversation ${unknown} to export`);
      }
      const now = clock.now();
      const format = request.scope === "bulk" ? "zip" : request.format;
      const row = db
        .insert(exportsTable)
        .values({
          name: exportFileName(request.scope, format, now),
          scope: request.scope,
          format,
          status: "building",
          createdAt: now.toISOString(),
        })
        .returning()
        .get();
      queue = queue.then(() => build(row.id, request));
      return toRecord(row);
    },

    /** A finished export's file, to stream to the owner. */
    download(id: number): { file: string; name: string; bytes: number } {
      const row = rowOf(id);
      if (row.status !== "ready")
        throw new AppError(
          "conflict",
          row.status === "building" ? "The export is still being written" : "This export failed; export again",
        );
      const file = fileOf(row);
      try {
        return { file, name: row.name, bytes: statSync(file).size };
      } catch {
        throw new AppError("not_found", "The export's file is no longer on disk; export again");
      }
    },

    remove(id: number): void {
      const row = rowOf(id);
      if (row.status === "building") throw new AppError("conflict", "The export is still being written; remove it when it is done");
      db.delete(exportsTable).where(eq(exportsTable.id, id)).run();
      rmSync(fileOf(row), { force: true });
    },

    /** Settles when every export started so far is written (tests, and a graceful stop). */
    idle: () => queue,
  };
}
export type Exports = ReturnType<typeof createExports>;
