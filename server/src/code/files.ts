import { type CodeFile, type CodeLanguage, languageOf, type SavedCodeFile } from "@contract/code";
import { and, asc, eq, isNull } from "drizzle-orm";
import type { Clock } from "../platform/clock";
import type { Db } from "../platform/db/connection";
import { codeFiles } from "../platform/db/schema";
import { AppError } from "../platform/errors";

type Row = typeof codeFiles.$inferSelect;
const toFile = (r: Row): CodeFile => ({
  name: r.name,
  content: r.content,
  language: r.language as CodeLanguage,
  lastModified: r.lastModified,
});
const live = (name: string) => and(eq(codeFiles.name, name), isNull(codeFiles.deletedAt));

export const listCodeFiles = (db: Db): CodeFile[] =>
  db.select().from(codeFiles).where(isNull(codeFiles.deletedAt)).orderBy(asc(codeFiles.name)).all().map(toFile);

/** Saves a file; one of the same name is replaced (000 §5), and the answer says so. */
export function saveCodeFile(db: Db, clock: Clock, file: { name: string; content: string; language?: CodeLanguage }): SavedCodeFile {
  const at = clock.now().toISOString();
  const language = file.language ?? languageOf(file.name);
  const existing = db.select().from(codeFiles).where(live(file.name)).get();
  const row = existing
    ? db.update(codeFiles).set({ content: file.content, language, lastModified: at }).where(eq(codeFiles.id, existing.id)).returning().get()
    : db.insert(codeFiles).values({ name: file.name, content: file.content, language, lastModified: at }).returning().get();
  return { file: toFile(row), replaced: Boolean(existing) };
}

function liveRow(db: Db, name: string): Row {
  const row = db.select().from(codeFiles).where(live(name)).get();
  if (!row) throw new AppError("not_found", `There is no file named ${name}`);
  return row;
}

export function renameCodeFile(db: Db, clock: Clock, name: string, to: string): CodeFile {
  const row = liveRow(db, name);
  if (to !== name && db.select().from(codeFiles).where(live(to)).get()) throw new AppError("conflict", `A file named ${to} already exists`);
  return toFile(
    db.update(codeFiles).set({ name: to, lastModified: clock.now().toISOString() }).where(eq(codeFiles.id, row.id)).returning().get(),
  );
}

/** Deletes a file, undoably: it is kept, set aside, until restored (or replaced by a new file of its name). */
export function deleteCodeFile(db: Db, clock: Clock, name: string): void {
  const row = liveRow(db, name);
  db.update(codeFiles).set({ deletedAt: clock.now().toISOString() }).where(eq(codeFiles.id, row.id)).run();
}

export function restoreCodeFile(db: Db, name: string): CodeFile {
  if (db.select().from(codeFiles).where(live(name)).get()) throw new AppError("conflict", `A file named ${name} exists again`);
  const row = db
    .select()
    .from(codeFiles)
    .where(eq(codeFiles.name, name))
    .all()
    .filter((r) => r.deletedAt)
    .at(-1);
  if (!row) throw new AppError("not_found", `There is no deleted file named ${name}`);
  return toFile(db.update(codeFiles).set({ deletedAt: null }).where(eq(codeFiles.id, row.id)).returning().get());
}

/** Every file as one readable text, each under its name and language. */
export function codeExportText(db: Db): string {
  const files = listCodeFiles(db);
  if (files.length === 0) throw new AppError("not_found", "No code files to export");
  return files.map((f) => `// ===== ${f.name} (${f.language}, ${f.lastModified}) =====\n${f.content}\n`).join("\n");
}
