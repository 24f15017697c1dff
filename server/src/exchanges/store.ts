import type { ConsciousnessMode } from "@contract/consciousness";
import type { Emotion } from "@contract/emotions";
import type { ExchangeKind, ExchangeStatus } from "@contract/exchanges";
import { and, desc, eq, getTableColumns, isNull, lt, sql } from "drizzle-orm";
import type { Clock } from "../platform/clock";
import type { Db } from "../platform/db/connection";
import { exchangeMessages, exchanges } from "../platform/db/schema";
import { AppError } from "../platform/errors";

export type ExchangeRow = typeof exchanges.$inferSelect;
export type LineRow = typeof exchangeMessages.$inferSelect;

export type NewLine = {
  personality: string;
  speaker: string;
  role: "line" | "owner" | "note" | "resolution";
  cycleNumber: number;
  content: string;
  emotion: Emotion;
  wordCount: number;
  responseTimeMs?: number;
  extras?: Record<string, string> | null;
  provider?: string | null;
  model?: string | null;
};

export function createExchange(
  db: Db,
  clock: Clock,
  run: {
    kind: ExchangeKind;
    mode: ConsciousnessMode;
    live?: boolean;
    cycles: number;
    opening: string;
    supervised: boolean;
    members?: string[] | null;
  },
): ExchangeRow {
  const at = clock.now().toISOString();
  return db
    .insert(exchanges)
    .values({ ...run, live: run.live ?? false, status: "running", createdAt: at, updatedAt: at })
    .returning()
    .get();
}

export function readExchange(db: Db, id: number): ExchangeRow {
  const row = db.select().from(exchanges).where(eq(exchanges.id, id)).get();
  if (!row) throw new AppError("not_found", `There is no exchange with id ${id}`);
  return row;
}

/** The exchange a kind's page shows: the newest not cleared. */
export const currentExchange = (db: Db, kind: ExchangeKind): ExchangeRow | undefined =>
  db
    .select()
    .from(exchanges)
    .where(and(eq(exchanges.kind, kind), isNull(exchanges.clearedAt)))
    .orderBy(desc(exchanges.id))
    .get();

export const linesOf = (db: Db, exchangeId: number): LineRow[] =>
  db.select().from(exchangeMessages).where(eq(exchangeMessages.exchangeId, exchangeId)).orderBy(exchangeMessages.id).all();

/**
 * Stores a line and, in the same transaction, moves the cursor to the speaker after it: a restart finds either both
 * or neither, so nothing is said twice and nothing is lost.
 */
export function appendLine(
  db: Db,
  clock: Clock,
  exchangeId: number,
  line: NewLine,
  cursor?: { nextCycle: number; nextSpeaker: number },
  alongside?: (stored: LineRow) => void,
): LineRow {
  const at = clock.now().toISOString();
  return db.$client.transaction(() => {
    const stored = db
      .insert(exchangeMessages)
      .values({ ...line, exchangeId, responseTimeMs: line.responseTimeMs ?? 0, extras: line.extras ?? null, createdAt: at })
      .returning()
      .get();
    db.update(exchanges)
      .set({ ...(cursor ?? {}), updatedAt: at })
      .where(eq(exchanges.id, exchangeId))
      .run();
    alongside?.(stored);
    return stored;
  })();
}

export function setStatus(
  db: Db,
  clock: Clock,
  id: number,
  status: ExchangeStatus,
  why: { stopReason?: string | null; error?: string | null } = {},
): void {
  db.update(exchanges)
    .set({ status, stopReason: why.stopReason ?? null, error: why.error ?? null, updatedAt: clock.now().toISOString() })
    .where(eq(exchanges.id, id))
    .run();
}

export function setSupervised(db: Db, clock: Clock, id: number, supervised: boolean): void {
  db.update(exchanges).set({ supervised, updatedAt: clock.now().toISOString() }).where(eq(exchanges.id, id)).run();
}

export function markCleared(db: Db, clock: Clock, id: number): void {
  db.update(exchanges).set({ clearedAt: clock.now().toISOString() }).where(eq(exchanges.id, id)).run();
}

/** Exchanges left running by a crash or a stop: they show as interrupted, and Resume goes on from their cursor. */
export function interruptRunning(db: Db, clock: Clock): number {
  return db
    .update(exchanges)
    .set({ status: "interrupted", updatedAt: clock.now().toISOString() })
    .where(eq(exchanges.status, "running"))
    .run().changes;
}

export type SummaryRow = ExchangeRow & { messageCount: number };

/** Past exchanges, newest first, with how many lines each holds. */
export function listExchangeRows(db: Db, page: { before?: number; limit: number; kind?: ExchangeKind }): SummaryRow[] {
  const where = and(page.before ? lt(exchanges.id, page.before) : undefined, page.kind ? eq(exchanges.kind, page.kind) : undefined);
  return db
    .select({
      ...getTableColumns(exchanges),
      // Written out: in a one-table select Drizzle leaves columns unqualified, and inside the subquery "id" is m's.
      messageCount: sql<number>`(select count(*) from exchange_messages m where m.exchange_id = exchanges.id)`,
    })
    .from(exchanges)
    .where(where)
    .orderBy(desc(exchanges.id))
    .limit(page.limit)
    .all();
}
