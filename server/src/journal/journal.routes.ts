import { type JournalEntry, journalPageQuerySchema } from "@contract/journal";
import { Hono } from "hono";
import { z } from "zod";
import { validate } from "../platform/http/validate";
import { type JournalDeps, listEntries, writeEntry } from "./journal";

// Which names keep a journal is the database's to say (the three, and the companions): see keepsJournal.
const nameParam = validate("param", z.object({ name: z.string().max(40) }));

/** The consciousness journal (001 §2): a personality's entries, newest first, and Create New Entry. */
export function journalRoutes(deps: JournalDeps) {
  const app = new Hono();
  app.get("/:name", nameParam, validate("query", journalPageQuerySchema), (c) =>
    c.json<JournalEntry[]>(listEntries(deps.db, c.req.valid("param").name, c.req.valid("query"))),
  );
  app.post("/:name", nameParam, async (c) => c.json<JournalEntry>(await writeEntry(deps, c.req.valid("param").name, "manual")));
  return app;
}
