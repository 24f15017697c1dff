import {
  ARCHIVE_FORMAT,
  type ConversationSummary,
  conversationNoun,
  EXPORT_FILE_FORMAT,
  EXPORT_VERSION,
  type ExportFormat,
  type ExportHolds,
} from "@contract/export";
import { allLore, companionRecords } from "../../companions";
import type { Db } from "../../platform/db/connection";
import { preparedFor } from "../../platform/db/prepared";
import { BULK_FILES, bulkCounts, jsonLinePages, personalitiesData, portableSettings } from "./bulk-data";
import { plainExportFile, type Written, type ZipExportFile, zipExportFile } from "./export-file";
import { alternativesIn, exchangeDetails, type LinePage, linePages, shownLines } from "./lines";
import { conversationSlug, textHeader, textLines } from "./render";

export type BuildPlan = {
  scope: "selection" | "bulk";
  format: ExportFormat;
  conversations: ConversationSummary[];
  exportedAt: string;
};
/** Progress in units of work done out of all (a line, a memory, a file). */
export type Progress = (done: number, total: number) => void;
type Write = (chunk: string) => Promise<void>;

const statements = preparedFor((db) => ({
  image: db.$client.prepare<[number], { data: Buffer }>("SELECT data FROM message_images WHERE message_id = ?"),
}));

/** Lets the server answer other requests between pages: an export never holds the event loop for long. */
const breathe = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Walks a conversation's pages, letting the server breathe between them. */
async function eachPage(db: Db, c: ConversationSummary, visit: (page: LinePage) => Promise<void>) {
  for (const page of linePages(db, c.id)) {
    await visit(page);
    await breathe();
  }
}

/** One conversation as JSON: its summary, the stored run behind an exchange, and every stored line. */
async function writeConversationJson(db: Db, c: ConversationSummary, write: Write, onPage: (page: LinePage) => void) {
  const head = JSON.stringify({ ...c, exchange: exchangeDetails(db, c.id) });
  await write(`${head.slice(0, -1)},"messages":[`);
  let first = true;
  await eachPage(db, c, async (page) => {
    await write((first ? "" : ",") + page.records.map((r) => JSON.stringify(r)).join(","));
    first = false;
    onPage(page);
  });
  await write("]}");
}

async function writeConversationText(db: Db, c: ConversationSummary, write: Write, onPage: (page: LinePage) => void) {
  await write(textHeader(c));
  await eachPage(db, c, async (page) => {
    await write(textLines(page.readable));
    onPage(page);
  });
  await write("\n");
}

/**
 * Writes an export to `file`: the readable text, the JSON document, or the archive (and for a bulk export, the rest of
 * the Citadel's data). Conversations are read a page at a time and written as they are read.
 */
export async function buildExport(db: Db, plan: BuildPlan, file: string, progress: Progress): Promise<Written & { holds: ExportHolds }> {
  const bulk = plan.scope === "bulk";
  const extra = bulk ? bulkCounts(db) : { memories: 0, journal: 0, codeFiles: 0, codeChat: 0 };
  const lines = plan.conversations.reduce((n, c) => n + c.messageCount, 0);
  // An archive reads each conversation twice (its JSON, then its text).
  const total = Math.max(1, lines * (plan.format === "zip" ? 2 : 1) + extra.memories + extra.journal + extra.codeFiles + extra.codeChat);
  let done = 0;
  const step = (n: number) => {
    done += n;
    progress(Math.min(done, total), total);
  };
  const holds: ExportHolds = { conversations: plan.conversations.length, messages: 0, images: 0 };
  // Every format counts the lines a conversation shows (as the list does): a chat's are messages, an exchange's are
  // lines (contract/glossary.ts); the JSON's set-aside replies apart.
  const count = (c: ConversationSummary, page: LinePage, withAlternatives: boolean) => {
    if (conversationNoun(c.type) === "messages") holds.messages += shownLines(page);
    else holds.lines = (holds.lines ?? 0) + shownLines(page);
    if (withAlternatives) holds.alternatives = (holds.alternatives ?? 0) + alternativesIn(page);
  };

  if (plan.format !== "zip") {
    const out = plainExportFile(file);
    try {
      const write = (chunk: string) => out.write(chunk);
      if (plan.format === "txt") {
        await write(`Citadel conversations, exported ${plan.exportedAt}\n\n`);
        for (const c of plan.conversations) {
          await writeConversationText(db, c, write, (page) => {
            count(c, page, false);
            step(page.readable.length);
          });
        }
      } else {
        await write(`{"format":"${EXPORT_FILE_FORMAT}","version":${EXPORT_VERSION},"exportedAt":"${plan.exportedAt}","conversations":[`);
        for (const [i, c] of plan.conversations.entries()) {
          if (i > 0) await write(",");
          await writeConversationJson(db, c, write, (page) => {
            count(c, page, true);
            step(page.records.length);
          });
        }
        await write("]}");
      }
      return { ...(await out.finish()), holds };
    } catch (error) {
      out.abort();
      throw error;
    }
  }

  const zip = zipExportFile(file);
  try {
    if (bulk) {
      await zip.add(BULK_FILES.companions, JSON.stringify(companionRecords(db), null, 2));
      await zip.add(BULK_FILES.lore, JSON.stringify(allLore(db), null, 2));
    }
    const images: { id: number; path: string }[] = [];
    const index: { id: string; type: string; title: string; messageCount: number; json: string; txt: string }[] = [];
    for (const c of plan.conversations) {
      const slug = `conversations/${conversationSlug(c)}`;
      const json = zip.entry(`${slug}.json`);
      await writeConversationJson(
        db,
        c,
        (chunk) => json.write(chunk),
        (page) => {
          count(c, page, true);
          for (const r of page.records) if ("image" in r && r.image) images.push({ id: r.id, path: r.image.path });
          step(page.records.length);
        },
      );
      await json.end();
      const txt = zip.entry(`${slug}.txt`);
      await writeConversationText(
        db,
        c,
        (chunk) => txt.write(chunk),
        (page) => step(page.readable.length),
      );
      await txt.end();
      index.push({ id: c.id, type: c.type, title: c.title, messageCount: c.messageCount, json: `${slug}.json`, txt: `${slug}.txt` });
    }
    for (const image of images) {
      const row = statements(db).image.get(image.id);
      if (!row) continue;
      await zip.add(image.path, row.data, { stored: true });
      holds.images += 1;
    }
    if (bulk) Object.assign(holds, await writeBulkData(db, zip, step));
    await zip.add(
      "manifest.json",
      JSON.stringify(
        {
          format: ARCHIVE_FORMAT,
          version: EXPORT_VERSION,
          scope: plan.scope,
          exportedAt: plan.exportedAt,
          holds,
          conversations: index,
          files: zip.files(),
        },
        null,
        2,
      ),
    );
    return { ...(await zip.finish()), holds };
  } catch (error) {
    zip.abort();
    throw error;
  }
}

/** The rest of a bulk export: personalities, settings without secrets, memories, journals and the code terminal. */
async function writeBulkData(db: Db, zip: ZipExportFile, step: (n: number) => void): Promise<Partial<ExportHolds>> {
  const settings = portableSettings(db);
  await zip.add(BULK_FILES.personalities, JSON.stringify(personalitiesData(db), null, 2));
  await zip.add(BULK_FILES.settings, JSON.stringify(settings, null, 2));
  const counted: Record<"memories" | "journal" | "codeFiles" | "codeChat", number> = { memories: 0, journal: 0, codeFiles: 0, codeChat: 0 };
  for (const table of ["memories", "journal", "codeFiles", "codeChat"] as const) {
    const entry = zip.entry(BULK_FILES[table]);
    for (const page of jsonLinePages(db, table)) {
      await entry.write(page.text);
      counted[table] += page.count;
      step(page.count);
      await breathe();
    }
    await entry.end();
  }
  return {
    memories: counted.memories,
    journalEntries: counted.journal,
    codeFiles: counted.codeFiles,
    codeChat: counted.codeChat,
    settings: settings.length,
  };
}
