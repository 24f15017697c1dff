import { archiveCodeChatSchema, archiveCodeFileSchema } from "@contract/export";
import { count, type ImportState, inBatches, parsed } from "./state";

/** A file whose name is taken here is kept as it is here (reported skipped): the owner's present work wins. */
export function importCodeFile(state: ImportState, value: unknown, where: string) {
  const f = parsed(state, archiveCodeFileSchema, value, where);
  if (!f) return;
  if (state.sql.codeFilePresent.get(f.name)) return count(state, "skipped", "codeFiles");
  state.sql.insertCodeFile.run(f.name, f.content, f.language, f.lastModified);
  count(state, "added", "codeFiles");
}

/** A line of the code chat: skipped when the same (time, role and words) is here. */
export function importCodeChatLine(state: ImportState, value: unknown, where: string) {
  const c = parsed(state, archiveCodeChatSchema, value, where);
  if (!c) return;
  if (state.sql.codeChatPresent.get(c.timestamp, c.role, c.content)) return count(state, "skipped", "codeChat");
  state.sql.insertCodeChat.run(c.role, c.content, c.timestamp);
  count(state, "added", "codeChat");
}

export const importCodeFiles = (state: ImportState, values: readonly unknown[], where: string) =>
  inBatches(state, values, (value, i) => importCodeFile(state, value, `${where}, line ${i + 1}`));

export const importCodeChat = (state: ImportState, values: readonly unknown[], where: string) =>
  inBatches(state, values, (value, i) => importCodeChatLine(state, value, `${where}, line ${i + 1}`));
