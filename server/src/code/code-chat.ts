import {
  CODE_CONTEXT_MAX_CHARS,
  CODE_CUT_MARKER,
  CODE_TEXT,
  type CodeChatAnswer,
  type CodeChatEntry,
  type CodeChatRequest,
} from "@contract/code";
import { asc } from "drizzle-orm";
import type { ProviderRegistry } from "../models/providers/provider-registry";
import { streamReply } from "../models/reply/reply";
import { cathedralSnapshot, getPersonality, ownerName, readCorePrompt, speakerOf } from "../personas";
import type { Clock } from "../platform/clock";
import type { Db } from "../platform/db/connection";
import { codeChat } from "../platform/db/schema";

export type CodeChatDeps = { db: Db; clock: Clock; providers: ProviderRegistry };

/** The open file as a model is given it: whole, or cut at the context limit with a marker that says so. */
export function fileForContext(content: string): { content: string; cut: boolean } {
  if (content.length <= CODE_CONTEXT_MAX_CHARS) return { content, cut: false };
  return { content: `${content.slice(0, CODE_CONTEXT_MAX_CHARS)}\n${CODE_CUT_MARKER}`, cut: true };
}

export const codeChatHistory = (db: Db): CodeChatEntry[] =>
  db
    .select()
    .from(codeChat)
    .orderBy(asc(codeChat.id))
    .all()
    .map((r) => ({ ...r, role: r.role as CodeChatEntry["role"] }));

/**
 * POST /api/chat/aeris (000 §7): the owner's question to Aeris in the Code Terminal, with the open file and the
 * project's files; in the sanctified mode, as the spec fixes it. Both sides are kept in the code chat's history.
 */
export async function askAerisAboutCode(
  deps: CodeChatDeps,
  request: CodeChatRequest,
  onToken?: (text: string) => void,
): Promise<CodeChatAnswer> {
  const { db, clock } = deps;
  const aeris = getPersonality(db, "aeris");
  const file = request.file ? { ...request.file, ...fileForContext(request.file.content) } : null;
  db.insert(codeChat).values({ role: "user", content: request.message, timestamp: clock.now().toISOString() }).run();
  const message = file
    ? `${request.message}\n\nThe open file, ${file.name} (${file.language}):\n\`\`\`${file.language}\n${file.content}\n\`\`\``
    : request.message;
  const reply = await streamReply(
    deps.providers.current(),
    {
      personality: speakerOf(db, aeris),
      mode: "sanctified",
      message,
      history: codeChatHistory(db)
        .slice(-11, -1)
        .map((e) => ({ role: e.role === "ai" ? "assistant" : "user", content: e.content, timestamp: e.timestamp, importance: 5 })),
      recalled: [],
      corePrompt: readCorePrompt(db, "aeris") ?? undefined,
      ownerName: ownerName(db),
      cathedral: () => cathedralSnapshot(db, clock, deps.providers),
      code: {
        file: file ? { name: file.name, language: file.language, content: file.content } : null,
        files: request.files ?? [],
        cut: file?.cut ?? false,
      },
    },
    onToken,
  );
  const response = reply.text.trim() || CODE_TEXT.noResponse;
  db.insert(codeChat).values({ role: "ai", content: response, timestamp: clock.now().toISOString() }).run();
  return { response, cut: file?.cut ?? false };
}
