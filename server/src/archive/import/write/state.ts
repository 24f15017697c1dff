import { createHash } from "node:crypto";
import type { ImportKind, ImportReport } from "@contract/export";
import type { z } from "zod";
import type { Clock } from "../../../platform/clock";
import type { Db } from "../../../platform/db/connection";
import { type ImportStatements, prepareImportStatements } from "./statements";

/** Records are written this many to a transaction, the server answering others between them. */
export const BATCH = 500;
const breathe = () => new Promise<void>((resolve) => setImmediate(resolve));

/** What a record is, to recognise it here whatever its id: its parts joined and hashed. */
export const fingerprint = (...parts: (string | number | null | undefined)[]) =>
  createHash("sha1")
    .update(parts.map((p) => String(p ?? "")).join("\u0000"))
    .digest("base64");

/**
 * What one import keeps while it runs: its report, the personalities here by name, the archive's ids mapped to ids here
 * (so replies, images and memories stay tied to what they belong to), and what is here already by fingerprint.
 */
export type ImportState = {
  db: Db;
  clock: Clock;
  sql: ImportStatements;
  report: ImportReport;
  personalityIds: Map<string, number>;
  /** Archive ids to ids here. */
  messageIds: Map<number, number>;
  exchangeIds: Map<number, number>;
  memoryIds: Map<number, number>;
  /** Messages this import added: their images come with them. */
  addedMessages: Set<number>;
  /** Group turns whose owner message this import has counted: stored once per sister, it is one message. */
  groupTurnsCounted: Set<string>;
  /** What is here already, by fingerprint, per personality and table. */
  known: Map<string, Map<string, number>>;
};

/** A new import's state: its statements prepared, the personalities here read. */
export function createImportState(db: Db, clock: Clock): ImportState {
  const rows = db.$client.prepare("SELECT id, name FROM personalities").all() as { id: number; name: string }[];
  return {
    db,
    clock,
    sql: prepareImportStatements(db.$client),
    report: { added: {}, skipped: {}, problems: [] },
    personalityIds: new Map(rows.map((p) => [p.name, p.id])),
    messageIds: new Map(),
    exchangeIds: new Map(),
    memoryIds: new Map(),
    addedMessages: new Set(),
    groupTurnsCounted: new Set(),
    known: new Map(),
  };
}

export function count(state: ImportState, side: "added" | "skipped", kind: ImportKind, n = 1) {
  state.report[side][kind] = (state.report[side][kind] ?? 0) + n;
}

/** The record as the schema reads it, or null with a problem reported where it is not as expected. */
export function parsed<T extends z.ZodType>(state: ImportState, schema: T, value: unknown, where: string): z.infer<T> | null {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  state.report.problems.push(`${where}: ${result.error.issues[0]?.path.join(".") || "record"} is not as expected`);
  return null;
}

/** The id here of a personality named in the archive, or null with a problem reported when there is none. */
export function personalityOf(state: ImportState, name: string, where: string): number | null {
  const id = state.personalityIds.get(name);
  if (id === undefined) state.report.problems.push(`${where}: no personality named ${name} here`);
  return id ?? null;
}

/** What is here already, by fingerprint, read once per personality and table. */
export function existing(state: ImportState, scope: string, read: () => Iterable<{ id: number; key: string }>): Map<string, number> {
  let found = state.known.get(scope);
  if (!found) {
    found = new Map();
    for (const row of read()) found.set(row.key, row.id);
    state.known.set(scope, found);
  }
  return found;
}

/** Applies each item, BATCH to a transaction, letting the server answer others between transactions. */
export async function inBatches<T>(state: ImportState, items: readonly T[], apply: (item: T, index: number) => void) {
  for (let i = 0; i < items.length; i += BATCH) {
    state.db.$client.transaction(() => {
      for (const [j, item] of items.slice(i, i + BATCH).entries()) apply(item, i + j);
    })();
    await breathe();
  }
}
