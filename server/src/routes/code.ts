import { Hono } from "hono";
import { z } from "zod";
import { codeChatRequestSchema, codeExportName, renameCodeFileSchema, saveCodeFileSchema } from "../../../contract/code";
import type { AppDeps } from "../app-deps";
import { validate } from "../http/validate";
import { askAerisAboutCode, codeChatHistory } from "../services/code/chat";
import { codeExportText, deleteCodeFile, listCodeFiles, renameCodeFile, restoreCodeFile, saveCodeFile } from "../services/code/files";
import { localDay } from "../services/journal/journal";

const nameParam = validate("param", z.object({ name: z.string().min(1).max(200) }));

/** The code terminal (000 §2 and §7): its files, their export, the chat with Aeris and its history. */
export function codeRoutes(deps: AppDeps) {
  const app = new Hono();
  app.get("/code/files", (c) => c.json(listCodeFiles(deps.db)));
  app.put("/code/files", validate("json", saveCodeFileSchema), (c) => c.json(saveCodeFile(deps.db, deps.clock, c.req.valid("json"))));
  app.patch("/code/files/:name", nameParam, validate("json", renameCodeFileSchema), (c) =>
    c.json(renameCodeFile(deps.db, deps.clock, c.req.valid("param").name, c.req.valid("json").to)),
  );
  app.delete("/code/files/:name", nameParam, (c) => {
    deleteCodeFile(deps.db, deps.clock, c.req.valid("param").name);
    return c.json({ success: true });
  });
  app.post("/code/files/:name/restore", nameParam, (c) => c.json(restoreCodeFile(deps.db, c.req.valid("param").name)));
  app.get("/code/export", (c) => {
    const text = codeExportText(deps.db);
    c.header("Content-Disposition", `attachment; filename="${codeExportName(localDay(deps.clock.now()))}"`);
    return c.text(text);
  });
  app.get("/code/chat", (c) => c.json(codeChatHistory(deps.db)));
  app.post("/chat/aeris", validate("json", codeChatRequestSchema), async (c) => c.json(await askAerisAboutCode(deps, c.req.valid("json"))));
  return app;
}
