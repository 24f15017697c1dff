import type { Clock } from "../../platform/clock";
import type { Db } from "../../platform/db/connection";
import { importChatLines, importImage } from "./write/chats";
import { importCodeChat, importCodeFiles } from "./write/code";
import { importCompanions, importLore } from "./write/companions";
import { importExchange } from "./write/exchanges";
import { importJournal } from "./write/journal";
import { importMemories } from "./write/memories";
import { importKept, importLevels, importSettings } from "./write/settings";
import { count, createImportState } from "./write/state";

/**
 * Adds what an archive holds to this Citadel, recognising what is already here by what it is (a message by its
 * personality, time, side and words; a memory by its core, time and words; a journal entry by its day) rather than by
 * its id, which differs from one installation to another. Ids from the archive are mapped to ids here, so replies,
 * images and memories stay tied to the messages and exchanges they belong to. Each kind of record is written by its
 * own part in `write/`, over the one import's state (`write/state.ts`).
 */
export function createImportWriter(db: Db, clock: Clock) {
  const state = createImportState(db, clock);
  return {
    report: state.report,
    companions: (records: readonly unknown[], where: string) => importCompanions(state, records, where),
    lore: (value: unknown, where: string) => importLore(state, value, where),
    countConversation: (outcome: "added" | "skipped") => count(state, outcome, "conversations"),
    chatLines: (lines: readonly unknown[], where: string) => importChatLines(state, lines, where),
    exchange: (archiveId: number, details: unknown, lines: readonly unknown[], where: string) =>
      importExchange(state, archiveId, details, lines, where),
    image: (archiveId: number, data: Buffer) => importImage(state, archiveId, data),
    memories: (values: readonly unknown[], where: string) => importMemories(state, values, where),
    journal: (values: readonly unknown[], where: string) => importJournal(state, values, where),
    codeFiles: (values: readonly unknown[], where: string) => importCodeFiles(state, values, where),
    codeChat: (values: readonly unknown[], where: string) => importCodeChat(state, values, where),
    levels: (values: readonly { personality: string; level: number }[]) => importLevels(state, values),
    kept: (values: readonly { key: string; value: unknown }[]) => importKept(state, values),
    settings: (values: readonly { key: string; value: unknown }[], personalities: readonly unknown[]) =>
      importSettings(state, values, personalities),
  };
}
export type ImportWriter = ReturnType<typeof createImportWriter>;
