import type { ImportReport } from "@contract/export";
import { readLegacyStorage } from "@contract/legacy";
import { defaultWeight, forgetTermCounts } from "../../memory";
import type { Clock } from "../../platform/clock";
import type { Db } from "../../platform/db/connection";
import { createImportWriter } from "../import/import-writer";

/** A memory from the public core was kept sanctified, one from the private core unveiled. */
const MODE_OF_CORE = { public: "sanctified", private: "unveiled" } as const;

/**
 * Moves what the old app kept in the browser to the server: memories into their cores, journals, consciousness levels,
 * the code terminal's files and chat, and the objects with no table of their own kept as they were. What is here
 * already is recognised and skipped, so moving in twice adds nothing. The old provider key is never taken here.
 */
export async function moveIn(db: Db, clock: Clock, entries: Record<string, string>): Promise<ImportReport> {
  const read = readLegacyStorage(entries);
  const writer = createImportWriter(db, clock);
  writer.report.problems.push(...read.problems);
  await writer.memories(
    read.memories.map((m, i) => {
      // The old app kept no weights: a memory gets the spec's defaults for its mode and side.
      const weight = defaultWeight(MODE_OF_CORE[m.core], m.role);
      return {
        id: -(i + 1),
        personality: m.personality,
        role: m.role,
        content: m.content,
        importance: m.importance,
        core: m.core,
        modeContext: MODE_OF_CORE[m.core],
        ...weight,
        timestamp: m.timestamp,
      };
    }),
    "memories",
  );
  await writer.journal(
    read.journal.map((j) => ({
      personality: j.personality,
      day: j.day,
      kind: j.entry.kind,
      entry: j.entry,
      createdAt: j.createdAt,
      updatedAt: j.createdAt,
    })),
    "journal",
  );
  writer.levels(read.levels);
  await writer.codeFiles(read.codeFiles, "citadel-code-files");
  await writer.codeChat(read.codeChat, "citadel-code-chat");
  writer.kept(read.kept);
  forgetTermCounts(db);
  return writer.report;
}
