import {
  type CodeChatAnswer,
  type CodeChatEntry,
  type CodeFile,
  codeChatRequestSchema,
  codeExportName,
  renameCodeFileSchema,
  type SavedCodeFile,
  saveCodeFileSchema,
} from "@contract/code";
import type { Done } from "@contract/status";
import { Hono } from "hono";
import { streamSSE } from "hono/streaming";
import { z } from "zod";
import { localDay } from "../journal";
import { ProviderError } from "../models/providers/provider-error";
import { AppError } from "../platform/errors";
import { validate } from "../platform/http/validate";
import { wantsStream } from "../platform/http/wants-stream";
import { askAerisAboutCode, type CodeChatDeps, codeChatHistory } from "./code-chat";
import { codeExportText, deleteCodeFile, listCodeFiles, renameCodeFile, restoreCodeFile, saveCodeFile } from "./files";

const nameParam = validate("param", z.object({ name: z.string().min(1).max(200) }));

/** The code terminal (000 §2 and §7): its files, their export, the chat with Aeris and its history. */
export function codeRoutes(deps: CodeChatDeps) {
  const app = new Hono();
  app.get("/code/files", (c) => c.json<CodeFile[]>(listCodeFiles(deps.db)));
  app.put("/code/files", validate("json", saveCodeFileSchema), (c) =>
    c.json<SavedCodeFile>(saveCodeFile(deps.db, deps.clock, c.req.valid("json"))),
  );
  app.patch("/code/files/:name", nameParam, validate("json", renameCodeFileSchema), (c) =>
    c.json<CodeFile>(renameCodeFile(deps.db, deps.clock, c.req.valid("param").name, c.req.valid("json").to)),
  );
  app.delete("/code/files/:name", nameParam, (c) => {
    deleteCodeFile(deps.db, deps.clock, c.req.valid("param").name);
    return c.json<Done>({ success: true });
  });
  app.post("/code/files/:name/restore", nameParam, (c) => c.json<CodeFile>(restoreCodeFile(deps.db, c.req.valid("param").name)));
  app.get("/code/export", (c) => {
    const text = codeExportText(deps.db);
    c.header("Content-Disposition", `attachment; filename="${codeExportName(localDay(deps.clock.now()))}"`);
    return c.text(text);
  });
  app.get("/code/chat", (c) => c.json<CodeChatEntry[]>(codeChatHistory(deps.db)));
  app.post("/chat/aeris", validate("json", codeChatRequestSchema), async (c) => {
    const request = c.req.valid("json");
    if (!wantsStream(c)) return c.json<CodeChatAnswer>(await askAerisAboutCode(deps, request));
    // Streamed: "token"s as Aeris writes, then "done" with the stored answer, or "failed" with why. Leaving the page
    // stops the listening, never the answer: it is still stored in the history.
    return streamSSE(c, async (stream) => {
      const send = (event: string, data: unknown) => stream.writeSSE({ event, data: JSON.stringify(data) }).catch(() => {});
      try {
        await send("done", await askAerisAboutCode(deps, request, (text) => void send("token", { text })));
      } catch (error) {
        if (!(error instanceof ProviderError || error instanceof AppError)) console.error("The code chat failed:", error);
        await send("failed", { message: error instanceof Error ? error.message : String(error) });
      }
    });
  });
  return app;
}
