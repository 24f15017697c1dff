import type { ImportReport } from "@contract/export";
import { forgetTermCounts, markImportedOlder, newestMessageId } from "../../memory";
import type { Clock } from "../../platform/clock";
import type { Db } from "../../platform/db/connection";
import { BULK_FILES } from "../export/bulk-data";
import { createImportWriter } from "./import-writer";
import { eachEntry, verifiedManifest } from "./read-archive";

type ConversationFile = { id: string; exchange?: unknown; messages: unknown[] };

const jsonLines = (data: Buffer) =>
  data
    .toString("utf8")
    .split("\n")
    .filter((line) => line.trim() !== "");

/**
 * Imports an archive made by Export (a bulk export or a complete archive): checked whole against its manifest first,
 * then added entry by entry. What is already here is recognised and skipped, so importing twice adds nothing, and an
 * import cut off part way is finished by importing again.
 */
export async function importArchive(db: Db, clock: Clock, file: string): Promise<ImportReport> {
  await verifiedManifest(file);
  const since = newestMessageId(db);
  const writer = createImportWriter(db, clock);
  const problem = (what: string) => writer.report.problems.push(what);
  const parse = (name: string, data: Buffer): unknown => {
    try {
      return JSON.parse(data.toString("utf8"));
    } catch {
      problem(`${name}: not JSON`);
      return null;
    }
  };
  /** A JSON Lines file's records; a line that is not JSON is reported and left out. */
  const records = (name: string, data: Buffer) =>
    jsonLines(data).flatMap((line, i) => {
      try {
        return [JSON.parse(line) as unknown];
      } catch {
        problem(`${name}, line ${i + 1}: not JSON`);
        return [];
      }
    });
  let personalities: unknown[] = [];

  await eachEntry(file, async (name, data) => {
    if (name.startsWith("conversations/") && name.endsWith(".json")) {
      const conversation = parse(name, data) as ConversationFile | null;
      if (!conversation || !Array.isArray(conversation.messages)) return;
      const exchangeId = /^exchange:(\d+)$/.exec(String(conversation.id))?.[1];
      const outcome = exchangeId
        ? writer.exchange(Number(exchangeId), conversation.exchange, conversation.messages, name)
        : await writer.chatLines(conversation.messages, name);
      if (outcome) writer.countConversation(outcome);
    } else if (name.startsWith("images/")) {
      const id = /^images\/(\d+)\./.exec(name)?.[1];
      if (id) writer.image(Number(id), data);
    } else if (name === BULK_FILES.companions) {
      writer.companions((parse(name, data) as unknown[] | null) ?? [], name);
    } else if (name === BULK_FILES.lore) {
      writer.lore(parse(name, data), name);
    } else if (name === BULK_FILES.personalities) {
      personalities = (parse(name, data) as unknown[] | null) ?? [];
    } else if (name === BULK_FILES.settings) {
      writer.settings((parse(name, data) as { key: string; value: unknown }[] | null) ?? [], personalities);
    } else if (name === BULK_FILES.memories) {
      await writer.memories(records(name, data), name);
    } else if (name === BULK_FILES.journal) {
      await writer.journal(records(name, data), name);
    } else if (name === BULK_FILES.codeFiles) {
      await writer.codeFiles(records(name, data), name);
    } else if (name === BULK_FILES.codeChat) {
      await writer.codeChat(records(name, data), name);
    }
  });
  forgetTermCounts(db);
  // Conversations brought in are noted only when the owner asks, as older ones are (issue 39).
  markImportedOlder(db, clock, since);
  return writer.report;
}
